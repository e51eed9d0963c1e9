import type { Db } from '../../db/connection.js';
import type { ProductPictureRow } from '../../db/schema.js';
import { isPostgres } from '../../db/migrations/helpers.js';

// A product's pictures (0059), in order; products.image_key is kept the first one's key.

/** The pictures of `productIds`, each product's in order (the product_pictures_product index). */
export async function picturesOf(db: Db, productIds: number[]): Promise<Map<number, ProductPictureRow[]>> {
  const byProduct = new Map<number, ProductPictureRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_pictures')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * The product locked for the rest of the transaction, before its pictures are read: on
 * PostgreSQL its row (FOR UPDATE); SQLite's one writer already runs transactions one at a time.
 * Two uploads at once are then one after the other, the second counting the first's picture.
 */
export async function lockProductPictures(db: Db, productId: number): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
}

export async function productPictures(db: Db, productId: number): Promise<ProductPictureRow[]> {
  return (await picturesOf(db, [productId])).get(productId) ?? [];
}

export async function insertPicture(db: Db, productId: number, position: number, key: string, nowIso: string) {
  await db
    .insertInto('product_pictures')
    .values({ product_id: productId, position, image_key: key, created_at: nowIso })
    .execute();
}

export async function setPictureKey(db: Db, pictureId: number, key: string): Promise<void> {
  await db.updateTable('product_pictures').set({ image_key: key }).where('id', '=', pictureId).execute();
}

export async function deletePicture(db: Db, pictureId: number): Promise<void> {
  await db.deleteFrom('product_pictures').where('id', '=', pictureId).execute();
}

/** Numbers the product's pictures 0, 1, 2... in the order of `ids` and points the product at the first. */
export async function writePictureOrder(db: Db, productId: number, ids: number[], nowIso: string): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('product_pictures')
      .set({ position })
      .where('id', '=', id)
      .where('product_id', '=', productId)
      .execute();
  }
  const cover = ids.length
    ? await db.selectFrom('product_pictures').select('image_key').where('id', '=', ids[0]!).executeTakeFirst()
    : undefined;
  await db
    .updateTable('products')
    .set({ image_key: cover?.image_key ?? null, updated_at: nowIso })
    .where('id', '=', productId)
    .execute();
}

/** The seed's: `key` becomes the product's one picture, its cover. */
export async function setProductImage(db: Db, productId: number, key: string, nowIso: string): Promise<void> {
  await db.deleteFrom('product_pictures').where('product_id', '=', productId).execute();
  await insertPicture(db, productId, 0, key, nowIso);
  await db.updateTable('products').set({ image_key: key, updated_at: nowIso }).where('id', '=', productId).execute();
}
