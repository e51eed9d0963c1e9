// The public face of the price-lists module: other modules import only from here.
export { contentDisposition } from './content-disposition.js';
