import { sql } from 'kysely';
import type { LastPrice } from '@shop/contract';
import type { Db } from '../../../db/connection.js';

/**
 * What the customer last paid for each of `productIds`: the line of their latest order (by
 * delivery date, then number) that is an order, not a prebooking or a credit note, and was not
 * cancelled. One query; the customer's orders are read through orders(customer_id, …).
 */
export async function lastPricesOf(db: Db, customerId: number, productIds: number[]): Promise<LastPrice[]> {
  if (productIds.length === 0) return [];
  const ranked = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.product_id',
      'l.unit_price_cents',
      'o.id as order_id',
      'o.number as order_number',
      'o.delivery_date',
      sql<number>`row_number() over (partition by l.product_id order by o.delivery_date desc, o.id desc)`.as('rank'),
    ])
    .where('o.customer_id', '=', customerId)
    .where('o.type', '=', 'order')
    .where('o.status', '!=', 'cancelled')
    .where('l.product_id', 'in', productIds);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .select(['r.product_id', 'r.unit_price_cents', 'r.order_id', 'r.order_number', 'r.delivery_date'])
    .where('r.rank', '=', 1)
    .orderBy('r.product_id')
    .execute();
  return rows.map((r) => ({ ...r, unit_price_cents: Number(r.unit_price_cents) }));
}
