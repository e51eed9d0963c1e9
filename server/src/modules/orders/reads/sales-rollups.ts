import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import {
  emptyRollup,
  foldRollups,
  insertPending,
  rollupDeltas,
  rollupRows,
  type RollupEntry,
  type RollupSpec,
} from '../../../db/rollups.js';
import { marginHooks, watchOrderWrite } from '../placement/margin-hooks.js';

/**
 * The dashboard's sales rollups (issue 39, docs/decisions/064-dashboard-rollups.md): what the
 * orders sold (type order, not cancelled, by delivery date) summed by day and by month, by
 * source, customer and product (migration 0068). Each write that can change them reads what an
 * order gave before and after it, in its own transaction, and inserts the difference into the
 * rollup's pending table (0071): an insert locks no row another write needs, whereas the day's
 * row of web orders is shared by every order of the day. The 'sales-rollups' job folds the
 * pending rows into the rollups; a read sums both.
 */
type Table = 'sales_rollup_sources' | 'sales_rollup_customers' | 'sales_rollup_products';
export const SALES_ROLLUPS: Record<Table, RollupSpec> = {
  sales_rollup_sources: { table: 'sales_rollup_sources', key: 'source', figures: ['orders', 'sales_cents'] },
  sales_rollup_customers: { table: 'sales_rollup_customers', key: 'customer_id', figures: ['orders', 'sales_cents'] },
  sales_rollup_products: {
    table: 'sales_rollup_products',
    key: 'product_id',
    figures: ['lines', 'quantity', 'sales_cents'],
  },
};
const SPECS = Object.values(SALES_ROLLUPS);

/** What one order adds to the rollups: nothing unless it is an order not cancelled. */
interface Contribution {
  day: string;
  source: string;
  customerId: number;
  subtotal: number;
  products: { product_id: number; lines: number; quantity: number; sales_cents: number }[];
}

async function contributionOf(trx: Db, orderId: number): Promise<Contribution | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['type', 'status', 'delivery_date', 'source', 'customer_id', 'subtotal_cents'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.type !== 'order' || order.status === 'cancelled') return null;
  const products = await trx
    .selectFrom('order_lines')
    .select([
      'product_id',
      sql<number>`count(*)`.as('lines'),
      sql<number>`sum(quantity * pack_units)`.as('quantity'),
      sql<number>`sum(line_total_cents)`.as('sales_cents'),
    ])
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .execute();
  return {
    day: order.delivery_date,
    source: order.source,
    customerId: order.customer_id,
    subtotal: Number(order.subtotal_cents),
    products: products.map((p) => ({
      product_id: p.product_id,
      lines: Number(p.lines),
      quantity: Number(p.quantity),
      sales_cents: Number(p.sales_cents),
    })),
  };
}

/** What the contributions before (taken away) and after (added) move in the rollups. */
function deltas(before: (Contribution | null)[], after: (Contribution | null)[]) {
  const entries: RollupEntry[] = [];
  for (const [list, sign] of [
    [before, -1],
    [after, 1],
  ] as const)
    for (const c of list) {
      if (!c) continue;
      const order = { orders: 1, sales_cents: c.subtotal };
      entries.push({ spec: SALES_ROLLUPS.sales_rollup_sources, key: c.source, day: c.day, figures: order, sign });
      entries.push({ spec: SALES_ROLLUPS.sales_rollup_customers, key: c.customerId, day: c.day, figures: order, sign });
      for (const { product_id, ...figures } of c.products)
        entries.push({ spec: SALES_ROLLUPS.sales_rollup_products, key: product_id, day: c.day, figures, sign });
    }
  return rollupDeltas(entries);
}

/**
 * Runs a write to some orders or their lines and moves the rollups by what it changed: the
 * orders' contributions are read before and after it, in the same transaction.
 */
export async function withSalesRollups<T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>): Promise<T> {
  const ids = [...new Set(orderIds)];
  await enterRollups(trx, ids);
  const before = await Promise.all(ids.map((id) => contributionOf(trx, id)));
  const result = await watchOrderWrite(trx, ids, write);
  const after = await Promise.all(ids.map((id) => contributionOf(trx, id)));
  await insertPending(trx, deltas(before, after));
  return result;
}

/**
 * Orders written in a transaction that have not entered the rollups yet, by transaction. A new
 * order enters the sales and margin rollups once, when its writing is done (its lines written,
 * its stock moved, its costs recorded: decision 074): one read of it instead of one before and
 * after each of those steps, on the path of every order placed.
 */
const waiting = new WeakMap<Db, Set<number>>();

/** A new order, written in this transaction, waits to enter the rollups (enterRollups). */
export function enterLater(trx: Db, orderId: number): void {
  const ids = waiting.get(trx) ?? new Set<number>();
  ids.add(orderId);
  waiting.set(trx, ids);
}

/** Whether this order, written in this transaction, has not entered the rollups yet. */
export function isWaiting(trx: Db, orderId: number): boolean {
  return waiting.get(trx)?.has(orderId) ?? false;
}

/**
 * Those of these orders that wait to enter the rollups enter them now, as they are. Every write
 * that moves the rollups by a difference runs it first: a difference is only right for an order
 * the rollups already count.
 */
export async function enterRollups(trx: Db, orderIds: readonly number[]): Promise<void> {
  const ids = orderIds.filter((id) => isWaiting(trx, id));
  if (ids.length === 0) return;
  for (const id of ids) waiting.get(trx)!.delete(id);
  const added = await Promise.all(ids.map((id) => contributionOf(trx, id)));
  await insertPending(trx, deltas([], added));
  await marginHooks()?.added(trx, ids);
}

/** The columns of an order whose change can move the rollups. */
export const ROLLUP_COLUMNS = ['type', 'status', 'delivery_date', 'source', 'customer_id', 'subtotal_cents'] as const;

/**
 * Sums the rollups again from the orders (rows written without the repository: the benchmark's
 * seed; and the test that they kept up): what migration 0068 does once.
 */
export async function rebuildSalesRollups(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const spec of SPECS) await emptyRollup(trx, spec);
    for (const grain of ['day', 'month'] as const) {
      const period = grain === 'day' ? sql`o.delivery_date` : sql`substr(o.delivery_date, 1, 7)`;
      const sold = sql`o.type = 'order' and o.status <> 'cancelled'`;
      await sql`insert into sales_rollup_sources (grain, period, source, orders, sales_cents)
        select ${grain}, ${period}, o.source, count(*), sum(o.subtotal_cents) from orders o
        where ${sold} group by 1, 2, 3`.execute(trx);
      await sql`insert into sales_rollup_customers (grain, period, customer_id, orders, sales_cents)
        select ${grain}, ${period}, o.customer_id, count(*), sum(o.subtotal_cents) from orders o
        where ${sold} group by 1, 2, 3`.execute(trx);
      await sql`insert into sales_rollup_products (grain, period, product_id, lines, quantity, sales_cents)
        select ${grain}, ${period}, l.product_id, count(*), sum(l.quantity * l.pack_units), sum(l.line_total_cents)
        from orders o inner join order_lines l on l.order_id = o.id
        where ${sold} group by 1, 2, 3`.execute(trx);
    }
  });
}

/** Folds the pending rows into the rollups (the 'sales-rollups' job); gives the number of rows folded. */
export function foldSalesRollups(db: Db): Promise<number> {
  return foldRollups(db, SPECS);
}

/** A sales rollup's rows for a range, folded or still pending (the dashboard sums them). */
export function salesRollupRows<Row>(table: Table, range: { from: string; to: string }) {
  return rollupRows<Row>(SALES_ROLLUPS[table], range);
}
