import type { Product, ProductWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ProductRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import { removeImage, storeImage } from '../../lib/images.js';
import type { FileStore } from '../files/index.js';
import { presentProduct } from './presenter.js';
import {
  deleteUnreferencedProduct,
  findProduct,
  insertProduct,
  sectionsOf,
  setProductActive,
  setProductImage,
  updateProduct,
} from './repository.js';

export interface CatalogDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
}

export async function getProductOrThrow(db: Db, id: number): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  return row;
}

/** A page of product rows with their sections, as the API shows them. */
export async function presentProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const sections = await sectionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentProduct(row, sections.get(row.id) ?? []));
}

export async function loadProduct(db: Db, id: number): Promise<Product> {
  const [product] = await presentProducts(db, [await getProductOrThrow(db, id)]);
  return product!;
}

export async function createProduct({ db, clock }: CatalogDeps, input: ProductWrite) {
  const id = await failOnUnique(
    () => db.transaction().execute((trx) => insertProduct(trx, input, clock.now().toISOString())),
    () => new DomainError('SKU_TAKEN'),
  );
  return loadProduct(db, id);
}

export async function editProduct({ db, clock }: CatalogDeps, id: number, input: ProductWrite) {
  const found = await failOnUnique(
    () => db.transaction().execute((trx) => updateProduct(trx, id, input, clock.now().toISOString())),
    () => new DomainError('SKU_TAKEN'),
  );
  if (!found) throw new DomainError('PRODUCT_NOT_FOUND');
  return loadProduct(db, id);
}

/**
 * DELETE /api/products/{id}: a product that anything refers to (stock movements, offers, orders)
 * is deactivated so that history stays readable; one that nothing refers to is removed.
 */
export async function removeProduct({ db, clock, files }: CatalogDeps, id: number) {
  const row = await getProductOrThrow(db, id);
  if (!(await deleteUnreferencedProduct(db, id))) {
    await setProductActive(db, id, false, clock.now().toISOString());
    return { deleted: false, product: await loadProduct(db, id) };
  }
  await removeImage(files, row.image_key);
  return { deleted: true, product: null };
}

/** Stores the resized image first, then points the product at it and drops the old files. */
export async function replaceProductImage(deps: CatalogDeps, id: number, image: Buffer) {
  const row = await getProductOrThrow(deps.db, id);
  const key = await storeImage(deps.files, `p${id}`, image);
  await setProductImage(deps.db, id, key, deps.clock.now().toISOString());
  await removeImage(deps.files, row.image_key);
  return loadProduct(deps.db, id);
}
