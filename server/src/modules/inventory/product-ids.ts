import type { Db } from '../../db/connection.js';

/**
 * The given products' ids as a query (column `product_id`), for another module's SQL to start
 * from a list of products it holds in memory (what to buy: the products standing orders ask for).
 */
export function productIdsIn(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('products')
    .select('products.id as product_id')
    .where('products.id', 'in', ids.length > 0 ? [...ids] : [0]);
}
