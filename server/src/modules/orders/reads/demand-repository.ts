import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';

/**
 * What customers wait for, per product, in the product's base unit (a box of 120 is 120,
 * decision 052): the open prebookings delivered from `from` to `to`, and every open back-order
 * (lines of orders that took stock and took less than their quantity). What to buy (issue 37
 * item 2, decision 057) composes this query with its own; it is grouped here, in SQL.
 */
export function productDemand(db: Db, range: { from: string; to: string }) {
  const prebooked = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.type', '=', 'prebooking')
    .where('o.status', '!=', 'cancelled')
    .where('o.delivery_date', '>=', range.from)
    .where('o.delivery_date', '<=', range.to)
    .select([
      'l.product_id',
      sql<number>`l.quantity * l.pack_units`.as('prebooked_units'),
      sql<number>`0`.as('back_ordered_units'),
    ]);
  const backOrdered = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.type', '=', 'order')
    .where('o.status', '!=', 'cancelled')
    .where('o.stock_taken', '=', 1)
    .where(sql<boolean>`l.quantity > l.stock_quantity`)
    .select([
      'l.product_id',
      sql<number>`0`.as('prebooked_units'),
      sql<number>`(l.quantity - l.stock_quantity) * l.pack_units`.as('back_ordered_units'),
    ]);
  return db
    .selectFrom(prebooked.unionAll(backOrdered).as('d'))
    .select([
      'd.product_id',
      sql<number>`sum(d.prebooked_units)`.as('prebooked_units'),
      sql<number>`sum(d.back_ordered_units)`.as('back_ordered_units'),
    ])
    .groupBy('d.product_id');
}
