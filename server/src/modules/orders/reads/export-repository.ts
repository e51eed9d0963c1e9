import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';

/** The range of an export: delivery days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

// Each export reads its rows as a keyset reader: a call gives the next `limit` rows after the
// last one of the call before (exports slices a range with it, never with OFFSET).

/** The orders export's columns, for a range or for a selection. */
function orderExportRows(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('customer_profiles as c', 'c.user_id', 'orders.customer_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.invoice_number',
      'orders.invoiced_on',
      'orders.type',
      'orders.status',
      'orders.source',
      'c.business_name',
      'orders.customer_id',
      'orders.delivery_date',
      'orders.delivery_method',
      'orders.delivery_zone',
      'orders.po_number',
      'orders.subtotal_cents',
      'orders.delivery_fee_cents',
      'orders.gst_cents',
      'orders.qst_cents',
      'orders.total_cents',
      'orders.designer',
      'orders.created_at',
      'orders.notes',
    ]);
}

/** Orders delivered in the range (every type and status), by delivery date, in keyset slices. */
export function ordersForExport(db: Db, range: DayRange) {
  return (after: { day: string; id: number } | null, limit: number) => {
    let query = orderExportRows(db)
      // From the last slice's day on (a bound SQLite uses to start its index scan there).
      .where('orders.delivery_date', '>=', after?.day ?? range.from)
      .where('orders.delivery_date', '<=', range.to);
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('orders.delivery_date', 'orders.id'), '>', eb.tuple(after.day, after.id)),
      );
    return query.orderBy('orders.delivery_date').orderBy('orders.id').limit(limit).execute();
  };
}
export type OrderExportRow = Awaited<ReturnType<ReturnType<typeof ordersForExport>>>[number];

/** The staff list's selected orders (a bounded list of ids), in the export's order. */
export function selectedOrdersForExport(db: Db, ids: readonly number[]): Promise<OrderExportRow[]> {
  return orderExportRows(db)
    .where('orders.id', 'in', ids)
    .orderBy('orders.delivery_date')
    .orderBy('orders.id')
    .execute();
}

type LineKey = { day: string; orderId: number; position: number };

/**
 * The lines of the orders delivered in the range, in order of delivery date, order and line.
 * The keyset spans two tables: the day bound and `(delivery_date, id) >= (day, order)` start
 * the scan of orders_delivery_date where the last slice stopped (SQLite uses the first,
 * PostgreSQL the second), and the three-part comparison drops the lines of that order
 * already written.
 */
export function orderLinesForExport(db: Db, range: DayRange) {
  return (after: LineKey | null, limit: number) => {
    let query = db
      .selectFrom('orders')
      .innerJoin('order_lines as l', 'l.order_id', 'orders.id')
      .innerJoin('customer_profiles as c', 'c.user_id', 'orders.customer_id')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'orders.id as order_id',
        'orders.number',
        'orders.delivery_date',
        'orders.type',
        'orders.status',
        'c.business_name',
        'l.position',
        'p.sku',
        'l.name_en',
        'l.name_fr',
        'l.unit',
        'l.stems_per_unit',
        'l.quantity',
        'l.stock_quantity',
        'l.back_order',
        'l.back_order_text',
        'l.unit_price_cents',
        'l.line_total_cents',
        'l.complete_order',
        'l.designer',
      ])
      .where('orders.delivery_date', '>=', after?.day ?? range.from)
      .where('orders.delivery_date', '<=', range.to);
    if (after)
      query = query
        .where((eb) => eb(eb.refTuple('orders.delivery_date', 'orders.id'), '>=', eb.tuple(after.day, after.orderId)))
        .where(
          sql<boolean>`(orders.delivery_date, orders.id, l.position) > (${after.day}, ${after.orderId}, ${after.position})`,
        );
    return query.orderBy('orders.delivery_date').orderBy('orders.id').orderBy('l.position').limit(limit).execute();
  };
}
export type OrderLineExportRow = Awaited<ReturnType<ReturnType<typeof orderLinesForExport>>>[number];

const ordered = (expression: ReturnType<typeof sql>) =>
  sql<number>`sum(case when o.type = 'order' then ${expression} else 0 end)`;

/**
 * Each product's totals over the orders delivered in the range that are not cancelled (the
 * cooler's list for the period): ordered quantity, stems, back-ordered, sales, how many orders,
 * and what open prebookings still ask. Credit notes are left out. By product, in keyset slices.
 */
export function productTotalsForExport(db: Db, range: DayRange) {
  return (after: number | null, limit: number) => {
    let query = db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'p.id',
        'p.sku',
        'p.name_en',
        'p.name_fr',
        'p.unit',
        'p.category',
        // In the product's unit (p.unit): a line's packs times the base units in one (decision 052).
        ordered(sql`l.quantity * l.pack_units`).as('quantity'),
        ordered(sql`l.quantity * l.stems_per_unit`).as('stems'),
        ordered(sql`(l.quantity - l.stock_quantity) * l.pack_units`).as('back_ordered'),
        ordered(sql`l.line_total_cents`).as('sales_cents'),
        sql<number>`count(distinct case when o.type = 'order' then o.id end)`.as('orders'),
        sql<number>`sum(case when o.type = 'prebooking' then l.quantity * l.pack_units else 0 end)`.as('prebooked'),
      ])
      .where('o.delivery_date', '>=', range.from)
      .where('o.delivery_date', '<=', range.to)
      .where('o.status', '!=', 'cancelled')
      .where('o.type', 'in', ['order', 'prebooking']);
    if (after !== null) query = query.where('p.id', '>', after);
    return query
      .groupBy(['p.id', 'p.sku', 'p.name_en', 'p.name_fr', 'p.unit', 'p.category'])
      .orderBy('p.id')
      .limit(limit)
      .execute();
  };
}
export type ProductTotalExportRow = Awaited<ReturnType<ReturnType<typeof productTotalsForExport>>>[number];
