// The public face of the catalogue-transfer module (issue 36, item 4): its routes only.
export { catalogueTransferRoutes } from './routes.js';
