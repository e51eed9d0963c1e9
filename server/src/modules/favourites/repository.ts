import type { Db } from '../../db/connection.js';

/** The customer's starred product ids, the latest first. */
export async function favouriteIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
  return rows.map((r) => r.product_id);
}

/** Stars a product; starring it again changes nothing. */
export async function insertFavourite(db: Db, customerId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ customer_id: customerId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, customerId: number, productId: number): Promise<void> {
  await db.deleteFrom('favourites').where('customer_id', '=', customerId).where('product_id', '=', productId).execute();
}
