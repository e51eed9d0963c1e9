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
export { getProductOrThrow, importProducts, loadProduct, presentProducts, type ImportedProduct } from './service.js';
export { transferBatch, transferBySku, transferRefs, type TransferProduct } from './transfer-repository.js';
export { categoriesBySlug, type CategoryEntry } from './categories-service.js';
export { baseUnitPriceSql, packsOf, packsWithIds } from './packs-repository.js';
