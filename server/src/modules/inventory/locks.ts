import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/migrations/helpers.js';

/**
 * Products about to have their stock moved, with what an order line copies of them, locked for
 * the rest of the transaction on PostgreSQL, always in id order so that two transactions naming
 * the same products in another order cannot deadlock. SQLite runs one write transaction at a
 * time, so its reads cannot go stale.
 */
export async function lockProducts(trx: Db, productIds: number[]) {
  let query = trx
    .selectFrom('products')
    .select(['id', 'name_en', 'name_fr', 'unit', 'stems_per_unit', 'fresh', 'price_cents', 'active', 'on_hand'])
    .where('id', 'in', productIds)
    .orderBy('id');
  if (isPostgres(trx)) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, r]));
}
export type LockedProduct = Awaited<ReturnType<typeof lockProducts>> extends Map<number, infer P> ? P : never;
