import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';

/**
 * The order lines a margin counts (issue 37 item 6, decision 063), a query the margins module
 * composes with its costs: lines of orders (type order) and of credit notes (type refund), not
 * cancelled, delivered from `from` to `to`, both counted, as the dashboard's sales are; each
 * with what it sold before taxes (a credit note's is negative), whether it holds all its
 * quantity from stock, its customer and product. `cost_line_id` is the line whose cost rows
 * cost it: its own, or for a credit note's line its parent order's line of the same product;
 * `restocked_units` what a credit note's line put back on the shelf in base units (dry goods).
 * `customer_id` narrows it to one customer, `product_id` to one product; `order_ids` to some
 * orders, whatever their day (what an order gives the margin rollups, decision 069).
 */
export function soldLines(
  db: Db,
  range: { from: string; to: string } | null,
  only: { customer_id?: number | undefined; product_id?: number | undefined; order_ids?: readonly number[] } = {},
) {
  let lines = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .where('o.type', 'in', ['order', 'refund'])
    .where('o.status', '!=', 'cancelled');
  if (range) lines = lines.where('o.delivery_date', '>=', range.from).where('o.delivery_date', '<=', range.to);
  if (only.order_ids) lines = lines.where('o.id', 'in', [...only.order_ids]);
  if (only.customer_id !== undefined) lines = lines.where('o.customer_id', '=', only.customer_id);
  if (only.product_id !== undefined) lines = lines.where('l.product_id', '=', only.product_id);
  return lines.select([
    'l.id as line_id',
    'o.delivery_date as day',
    'o.customer_id',
    'l.product_id',
    'l.name_en',
    'l.name_fr',
    'l.line_total_cents as sales_cents',
    sql<number>`case when l.stock_quantity = l.quantity then 1 else 0 end`.as('complete'),
    sql<number>`case when o.type = 'refund' then 1 else 0 end`.as('refund'),
    sql<number>`case when o.type = 'refund' then l.stock_quantity * l.pack_units else 0 end`.as('restocked_units'),
    sql<number | null>`case when o.type = 'refund' then (select min(pl.id) from order_lines pl
      where pl.order_id = o.parent_order_id and pl.product_id = l.product_id) else l.id end`.as('cost_line_id'),
  ]);
}

/** Which of these orders have an invoice: their cost stays as it was (decision 063). */
export async function invoicedOrderIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', [...ids])
    .where('invoice_number', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** What an order holds from stock, per line, in base units: nothing once cancelled or not an order. */
export async function heldStock(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'type', 'status', 'stock_taken'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const holds = order.type === 'order' && order.status !== 'cancelled' && order.stock_taken === 1;
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'product_id', 'stock_quantity', 'pack_units'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return {
    order_id: order.id,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      held_units: holds ? l.stock_quantity * l.pack_units : 0,
    })),
  };
}

/** The credit notes of these orders: their margin reads their parent's lines and costs. */
export async function refundsOf(db: Db, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('parent_order_id', 'in', [...orderIds])
    .where('type', '=', 'refund')
    .execute();
  return rows.map((r) => r.id);
}
