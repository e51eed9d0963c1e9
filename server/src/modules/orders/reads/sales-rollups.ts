import { sql } from 'kysely';
import { addDays } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { isPostgres } from '../../../db/migrations/helpers.js';

/**
 * The dashboard's sales rollups (issue 39, docs/decisions/064-dashboard-rollups.md): what the
 * orders sold (type order, not cancelled, by delivery date) summed by day and by month, by
 * source, customer and product (migration 0068). Each write that can change them reads what an
 * order gave before and after it, in its own transaction, and inserts the difference into the
 * rollup's pending table (0071): an insert locks no row another write needs, whereas the day's
 * row of web orders is shared by every order of the day. The 'sales-rollups' job folds the
 * pending rows into the rollups; a read sums both.
 */
type Grain = 'day' | 'month';
type Table = 'sales_rollup_sources' | 'sales_rollup_customers' | 'sales_rollup_products';
const KEY: Record<Table, string> = {
  sales_rollup_sources: 'source',
  sales_rollup_customers: 'customer_id',
  sales_rollup_products: 'product_id',
};
const FIGURES: Record<Table, readonly string[]> = {
  sales_rollup_sources: ['orders', 'sales_cents'],
  sales_rollup_customers: ['orders', 'sales_cents'],
  sales_rollup_products: ['lines', 'quantity', 'sales_cents'],
};
const TABLES = Object.keys(KEY) as Table[];
const pending = (table: Table) => sql.table(`${table}_pending`);

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
        add(
          'sales_rollup_products',
          p.product_id,
          c.day,
          { lines: p.lines, quantity: p.quantity, sales_cents: p.sales_cents },
          sign,
        );
    }
  // One order, one sort: two writers on PostgreSQL take the rows' locks in the same order.
  return [...rows.entries()]
    .filter(([, d]) => Object.values(d.figures).some((v) => v !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d);
}

/** Adds the rows to the rollups' pending tables: plain inserts, which no other write waits for. */
async function apply(trx: Db, rows: Delta[]): Promise<void> {
  for (const d of rows) {
    const names = Object.keys(d.figures);
    const columns = sql.join(['grain', 'period', KEY[d.table], ...names].map((c) => sql.ref(c)));
    const values = sql.join([d.grain, d.period, d.key, ...names.map((n) => d.figures[n])]);
    await sql`insert into ${pending(d.table)} (${columns}) values (${values})`.execute(trx);
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
    for (const table of TABLES) {
      await trx.deleteFrom(table).execute();
      await sql`delete from ${pending(table)}`.execute(trx);
    }
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
 * Folds the pending rows into the rollups (the 'sales-rollups' job): each key's rows summed and
 * added to its rollup row. On PostgreSQL one statement per table deletes the pending rows it
 * sees and adds them up, so a row committed meanwhile stays for the next fold; SQLite has one
 * writer at a time, and folds up to the last row it saw. Gives the number of rows folded.
 */
export async function foldSalesRollups(db: Db): Promise<number> {
  let folded = 0;
  for (const table of TABLES) {
    const key = sql.ref(KEY[table]);
    const figures = FIGURES[table].map((f) => sql.ref(f));
    const columns = sql.join([sql.ref('grain'), sql.ref('period'), key, ...figures]);
    const sums = sql.join(figures.map((f) => sql`sum(${f})`));
    const add = sql.join(
      FIGURES[table].map((f) => sql`${sql.ref(f)} = ${sql.table(table)}.${sql.ref(f)} + excluded.${sql.ref(f)}`),
    );
    if (isPostgres(db)) {
      const { numAffectedRows } = await sql`with moved as (delete from ${pending(table)} returning ${columns})
        insert into ${sql.table(table)} (${columns})
        select grain, period, ${key}, ${sums} from moved group by 1, 2, 3 order by 1, 2, 3
        on conflict (grain, period, ${key}) do update set ${add}`.execute(db);
      folded += Number(numAffectedRows ?? 0);
      continue;
    }
    folded += await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ last: number | null }>`select max(id) as last from ${pending(table)}`.execute(trx);
      const last = rows[0]?.last;
      if (last == null) return 0;
      const { numAffectedRows } = await sql`insert into ${sql.table(table)} (${columns})
        select grain, period, ${key}, ${sums} from ${pending(table)} where id <= ${last} group by 1, 2, 3
        on conflict (grain, period, ${key}) do update set ${add}`.execute(trx);
      await sql`delete from ${pending(table)} where id <= ${last}`.execute(trx);
      return Number(numAffectedRows ?? 0);
    });
  }
  return folded;
}

/**
 * A rollup's rows for a range of periods, folded or still pending (the dashboard sums them):
 * `where` is the range's condition on the alias `t`.
 */
export function rollupRows<Row>(table: Table, where: (alias: string) => unknown) {
  const columns = sql.join(['grain', 'period', KEY[table], ...FIGURES[table]].map((c) => sql.ref(c)));
  return sql<Row>`(select ${columns} from ${sql.table(table)} as t where ${where('t')}
    union all select ${columns} from ${pending(table)} as t where ${where('t')})`;
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
