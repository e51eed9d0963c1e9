import { sql } from 'kysely';
import { addDays } from '@shop/contract';
import type { Db } from '../../../db/connection.js';

/**
 * The dashboard's sales rollups (issue 39, docs/decisions/064-dashboard-rollups.md): what the
 * orders sold (type order, not cancelled, by delivery date) summed by day and by month, by
 * source, customer and product (migration 0068). Orders keep them in the transaction of each
 * write that can change them: what an order gave before the write is taken away and what it
 * gives after is added, each row an upsert (rows of many orders are shared; two writers on
 * PostgreSQL wait on the row, and both count).
 */

type Grain = 'day' | 'month';
type Table = 'sales_rollup_sources' | 'sales_rollup_customers' | 'sales_rollup_products';
const KEY: Record<Table, string> = {
  sales_rollup_sources: 'source',
  sales_rollup_customers: 'customer_id',
  sales_rollup_products: 'product_id',
};

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

interface Delta {
  table: Table;
  grain: Grain;
  period: string;
  key: string | number;
  figures: Record<string, number>;
}

/** The rows a change of contributions moves, by table, grain, period and key (zero ones left out). */
function deltas(before: (Contribution | null)[], after: (Contribution | null)[]): Delta[] {
  const rows = new Map<string, Delta>();
  const add = (table: Table, key: string | number, day: string, figures: Record<string, number>, sign: number) => {
    for (const [grain, period] of [
      ['day', day],
      ['month', day.slice(0, 7)],
    ] as const) {
      const id = `${table}\u0000${grain}\u0000${period}\u0000${key}`;
      const row = rows.get(id) ?? { table, grain, period, key, figures: {} };
      for (const [name, value] of Object.entries(figures)) row.figures[name] = (row.figures[name] ?? 0) + sign * value;
      rows.set(id, row);
    }
  };
  for (const [list, sign] of [
    [before, -1],
    [after, 1],
  ] as const)
    for (const c of list) {
      if (!c) continue;
      const order = { orders: 1, sales_cents: c.subtotal };
      add('sales_rollup_sources', c.source, c.day, order, sign);
      add('sales_rollup_customers', c.customerId, c.day, order, sign);
      for (const p of c.products)
        add('sales_rollup_products', p.product_id, c.day, { lines: p.lines, quantity: p.quantity, sales_cents: p.sales_cents }, sign);
    }
  // One order, one sort: two writers on PostgreSQL take the rows' locks in the same order.
  return [...rows.entries()]
    .filter(([, d]) => Object.values(d.figures).some((v) => v !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d);
}

async function apply(trx: Db, rows: Delta[]): Promise<void> {
  for (const d of rows) {
    const names = Object.keys(d.figures);
    const table = sql.table(d.table);
    const columns = sql.join(['grain', 'period', KEY[d.table], ...names].map((c) => sql.ref(c)));
    const values = sql.join([d.grain, d.period, d.key, ...names.map((n) => d.figures[n])]);
    const sums = sql.join(names.map((n) => sql`${sql.ref(n)} = ${table}.${sql.ref(n)} + excluded.${sql.ref(n)}`));
    await sql`insert into ${table} (${columns}) values (${values})
      on conflict (grain, period, ${sql.ref(KEY[d.table])}) do update set ${sums}`.execute(trx);
  }
}

/**
 * Runs a write to some orders or their lines and moves the rollups by what it changed: the
 * orders' contributions are read before and after it, in the same transaction.
 */
export async function withSalesRollups<T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>): Promise<T> {
  const ids = [...new Set(orderIds)];
  const before = await Promise.all(ids.map((id) => contributionOf(trx, id)));
  const result = await write();
  const after = await Promise.all(ids.map((id) => contributionOf(trx, id)));
  await apply(trx, deltas(before, after));
  return result;
}

/** Adds a new order (lines to come through withSalesRollups) to the rollups. */
export async function addedToSalesRollups(trx: Db, orderId: number): Promise<void> {
  await apply(trx, deltas([], [await contributionOf(trx, orderId)]));
}

/** The columns of an order whose change can move the rollups. */
export const ROLLUP_COLUMNS = ['type', 'status', 'delivery_date', 'source', 'customer_id', 'subtotal_cents'] as const;

/**
 * Sums the rollups again from the orders (rows written without the repository: the benchmark's
 * seed; and the test that they kept up): what migration 0068 does once.
 */
export async function rebuildSalesRollups(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(KEY) as Table[]) await trx.deleteFrom(table).execute();
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

/**
 * The rollup rows that cover `from` to `to` (both counted): whole months by their month rows,
 * the days of a month begun or ended inside the range by their day rows.
 */
export function rollupPeriods(range: { from: string; to: string }) {
  const days: [string, string][] = [];
  const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
  const monthEnd = (d: string) => addDays(`${addDays(monthStart(d), 31).slice(0, 7)}-01`, -1);
  let from = range.from;
  if (from !== monthStart(from) || monthEnd(from) > range.to) {
    const end = monthEnd(from) < range.to ? monthEnd(from) : range.to;
    days.push([from, end]);
    from = addDays(end, 1);
  }
  let months: [string, string] | null = null;
  if (from <= range.to) {
    let to = range.to;
    if (to !== monthEnd(to)) {
      days.push([monthStart(to), to]);
      to = addDays(monthStart(to), -1);
    }
    if (from <= to) months = [from.slice(0, 7), to.slice(0, 7)];
  }
  return { days, months };
}
