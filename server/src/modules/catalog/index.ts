// The public face of the catalog module: other modules import only from here.
export { catalogMessages } from './messages.js';
export { ageInDays } from './presenter.js';
export { findProduct, listProducts } from './repository.js';
export { getProductOrThrow, loadProduct, presentProducts } from './service.js';
