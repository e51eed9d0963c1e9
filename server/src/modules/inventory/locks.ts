import type { Db } from '../../db/connection.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isPostgres } from '../../db/migrations/helpers.js';

/**
 * Products about to have their stock moved, with what an order line copies of them, locked for
 * the rest of the transaction on PostgreSQL, always in id order so that two transactions naming
 * the same products in another order cannot deadlock. SQLite runs one write transaction at a
 * time, so its reads cannot go stale.
 */
export async function lockProducts(trx: Db, productIds: number[]) {
  return readProducts(trx, productIds, true);
}

/**
 * The same products and columns without a lock: a web order prices its lines from them and
 * locks the products only to move their stock, last before its commit (orders/placement/writer.ts).
 */
export async function readProducts(trx: Db, productIds: number[], lock = false) {
  const { rows } = await productsQuery(trx, { ids: productIds, lock: lock && isPostgres(trx) });
  return new Map(rows.map((r) => [r.id, r]));
}

const productsQuery = compiledOnce(
  (db, take, { ids, lock }: { ids: number[]; lock: boolean }) => {
    const query = db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_fr', 'unit', 'stems_per_unit', 'fresh', 'price_cents', 'active', 'on_hand'])
      .where(
        'id',
        'in',
        ids.map((_, i) => take((input) => input.ids[i]!)),
      )
      .orderBy('id');
    // FOR NO KEY UPDATE, as the stock UPDATE itself takes: not FOR UPDATE, which would wait for
    // (and deadlock with) the KEY SHARE locks that other orders' lines take on the products they
    // name when inserted, before those orders lock the products to move their stock.
    return lock ? query.forNoKeyUpdate() : query;
  },
  ({ ids, lock }) => `${ids.length} ${lock}`,
);
export type LockedProduct = Awaited<ReturnType<typeof lockProducts>> extends Map<number, infer P> ? P : never;
