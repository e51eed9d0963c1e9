import { sql } from 'kysely';
import { addDays, type Language } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { customerTextMatches } from '../../customers/index.js';
import { withSalesRollups } from './sales-rollups.js';

/**
 * Lines waiting on back-order (issue 14, part 5): lines of orders that hold stock, not
 * cancelled, that took less from stock than their quantity. What is open is
 * `quantity - stock_quantity`; filling raises stock_quantity, cancelling lowers quantity.
 */
function openLines(db: Db) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders', 'orders.id', 'l.order_id')
    .innerJoin('customer_profiles as cp', 'cp.user_id', 'orders.customer_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .where('orders.type', '=', 'order')
    .where('orders.status', '!=', 'cancelled')
    .where('orders.stock_taken', '=', 1)
    .where(sql<boolean>`l.quantity > l.stock_quantity`);
}

const lineColumns = [
  'l.id as order_line_id',
  'l.order_id',
  'orders.number as order_number',
  'orders.created_at as ordered_at',
  'orders.delivery_date',
  'orders.customer_id',
  'orders.invoice_number',
  'cp.business_name',
  'l.product_id',
  'l.name_en',
  'l.name_fr',
  'l.quantity',
  'l.stock_quantity',
  // The pack the line was sold in (decision 052): its quantities count these.
  'l.unit',
  'l.stems_per_unit',
  // The product's base units in one of the line's packs (on_hand counts base units).
  'l.pack_units',
  'p.on_hand',
] as const;

export interface BackOrderFilter {
  search?: string | undefined;
  product_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** A page of open back-orders, by product (name in the reader's language) then oldest order first. */
export async function backOrderPage(
  db: Db,
  filter: BackOrderFilter & { page: number; limit: number },
  reader: Language,
) {
  let base = openLines(db);
  if (filter.product_id !== undefined) base = base.where('l.product_id', '=', filter.product_id);
  if (filter.search)
    for (const word of filter.search.split(/\s+/)) base = base.where(customerTextMatches('p.search_text', word));
  // Order dates are instants: a day's orders are those before the next day's start.
  if (filter.date_from) base = base.where('orders.created_at', '>=', filter.date_from);
  if (filter.date_to) base = base.where('orders.created_at', '<', addDays(filter.date_to, 1));
  const name = reader === 'fr' ? 'l.name_fr' : 'l.name_en';
  const [rows, count] = await Promise.all([
    base
      .select(lineColumns)
      .orderBy(name)
      .orderBy('l.product_id')
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .orderBy('l.position')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type BackOrderRow = Awaited<ReturnType<typeof backOrderPage>>['rows'][number];

/** A product's open back-orders, oldest order first: the order in which stock fills them by default. */
export function backOrdersOfProduct(db: Db, productId: number, limit = 200) {
  return openLines(db)
    .select(lineColumns)
    .where('l.product_id', '=', productId)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .orderBy('l.position')
    .limit(limit)
    .execute();
}

/** How many lines and base units wait on each of these products. */
export async function backOrderTotals(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { line_count: number; open_quantity: number }>();
  const rows = await openLines(db)
    .select([
      'l.product_id',
      sql<number>`count(*)`.as('line_count'),
      // In base units, as on_hand (decision 052): a line's open packs times their units.
      sql<number>`sum((l.quantity - l.stock_quantity) * l.pack_units)`.as('open_quantity'),
    ])
    .where('l.product_id', 'in', productIds)
    .groupBy('l.product_id')
    .execute();
  return new Map(
    rows.map((r) => [r.product_id, { line_count: Number(r.line_count), open_quantity: Number(r.open_quantity) }]),
  );
}

/** Lines by id with what their order is now (read under the orders' locks). */
export function linesWithOrders(trx: Db, lineIds: number[]) {
  return trx
    .selectFrom('order_lines as l')
    .innerJoin('orders', 'orders.id', 'l.order_id')
    .select([
      'l.id',
      'l.order_id',
      'l.product_id',
      'l.quantity',
      'l.stock_quantity',
      'l.pack_units',
      'l.unit_price_cents',
      'l.name_en',
      'l.name_fr',
      'l.unit',
      'l.stems_per_unit',
      'orders.number as order_number',
      'orders.customer_id',
      'orders.type',
      'orders.status',
      'orders.stock_taken',
    ])
    .where('l.id', 'in', lineIds)
    .execute();
}

/** Sets a line's quantity and total (a cancelled back-order), or deletes it when nothing is left. */
export async function shrinkLine(
  trx: Db,
  lineId: number,
  line: { quantity: number; line_total_cents: number },
): Promise<void> {
  const { order_id } = await trx
    .selectFrom('order_lines')
    .select('order_id')
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
  // The dashboard's sales follow the line (decision 064).
  await withSalesRollups(trx, [order_id], async () => {
    if (line.quantity === 0) await trx.deleteFrom('order_lines').where('id', '=', lineId).execute();
    else
      await trx
        .updateTable('order_lines')
        .set({ ...line, back_order: 0, back_order_text: '' })
        .where('id', '=', lineId)
        .execute();
  });
}

export async function lineCountOf(trx: Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
