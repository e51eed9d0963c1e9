// The public face of the catalog module: other modules import only from here.
export { ageInDays, categoryNameOf } from './presenter.js';
export {
  activeSectionProducts,
  findProduct,
  listProducts,
  productBatch,
  productsArrivedSince,
  unknownProductIds,
  type SectionProduct,
} from './repository.js';
export { getProductOrThrow, loadProduct, presentProducts } from './service.js';
export { categoriesBySlug, type CategoryEntry } from './categories-service.js';
export { baseUnitPriceSql, packsOf, packsWithIds } from './packs-repository.js';
