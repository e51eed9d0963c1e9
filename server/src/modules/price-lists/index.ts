// The public face of the price-lists module: other modules import only from here.
/** The sections that have a published price list valid on a day (the site's menu shows them). */
export { publishedSections } from './repository.js';
