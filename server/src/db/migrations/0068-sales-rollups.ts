import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The dashboard's sales rollups (issue 39, item 3; docs/decisions/064-dashboard-rollups.md),
 * owned by orders: what the orders sold (type order, not cancelled, by delivery date, before
 * taxes and delivery fees), summed by day and by month ('YYYY-MM-DD' or 'YYYY-MM' in `period`,
 * `grain` day or month):
 * - sales_rollup_sources: by source, the orders and their subtotals;
 * - sales_rollup_customers: by customer, the same;
 * - sales_rollup_products: by product, the lines, base units and line totals.
 * Kept in the transaction of each write to the orders and lines that changes them; rows of
 * before are summed here once. Clustered on their key on SQLite (WITHOUT ROWID), so a range of
 * days is read from one b-tree.
 *
 * And the aging's open balances (payments keeps them): `orders.settled_on` and
 * `payments.settled_on`, the day from which an invoice owes nothing more (or an order is no
 * invoice: '0000-01-01') and a payment has nothing left to allocate, null while either may be
 * open; indexed, so an aging on a day reads only what can be open on it.
 */
const TABLES = [
  {
    name: 'sales_rollup_sources',
    key: ['source', 'text'],
    figures: ['orders', 'sales_cents'],
  },
  {
    name: 'sales_rollup_customers',
    key: ['customer_id', 'integer'],
    figures: ['orders', 'sales_cents'],
  },
  {
    name: 'sales_rollup_products',
    key: ['product_id', 'integer'],
    figures: ['lines', 'quantity', 'sales_cents'],
  },
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    let create = db.schema
      .createTable(table.name)
      .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('day', 'month')`))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn(table.key[0], table.key[1], (c) => c.notNull());
    for (const figure of table.figures) create = create.addColumn(figure, 'bigint', (c) => c.notNull().defaultTo(0));
    create = create.addPrimaryKeyConstraint(`${table.name}_pk`, ['grain', 'period', table.key[0]]);
    await (isPostgres(db) ? create : create.modifyEnd(sql`without rowid`)).execute();
  }
  await db.schema.alterTable('orders').addColumn('settled_on', 'text').execute();
  await db.schema.alterTable('payments').addColumn('settled_on', 'text').execute();
  await sql`update orders set settled_on = ${SETTLED_ORDER}`.execute(db);
  await sql`update payments set settled_on = ${SETTLED_PAYMENT}`.execute(db);
  await db.schema.createIndex('orders_settled_on').on('orders').columns(['settled_on', 'invoiced_on']).execute();
  await db.schema.createIndex('payments_settled_on').on('payments').columns(['settled_on', 'received_on']).execute();
  for (const grain of ['day', 'month'] as const) {
    const period = grain === 'day' ? sql`o.delivery_date` : sql`substr(o.delivery_date, 1, 7)`;
    const sold = sql`o.type = 'order' and o.status <> 'cancelled'`;
    await sql`insert into sales_rollup_sources (grain, period, source, orders, sales_cents)
      select ${grain}, ${period}, o.source, count(*), sum(o.subtotal_cents) from orders o
      where ${sold} group by 1, 2, 3`.execute(db);
    await sql`insert into sales_rollup_customers (grain, period, customer_id, orders, sales_cents)
      select ${grain}, ${period}, o.customer_id, count(*), sum(o.subtotal_cents) from orders o
      where ${sold} group by 1, 2, 3`.execute(db);
    await sql`insert into sales_rollup_products (grain, period, product_id, lines, quantity, sales_cents)
      select ${grain}, ${period}, l.product_id, count(*), sum(l.quantity * l.pack_units), sum(l.line_total_cents)
      from orders o inner join order_lines l on l.order_id = o.id
      where ${sold} group by 1, 2, 3`.execute(db);
  }
}

/**
 * The day an order owes nothing more as an invoice (payments/settled.ts keeps the same rule):
 * not an invoice, '0000-01-01'; its allocations that count cover it, the last day any of them
 * was made or released (or it was invoiced); else null.
 */
const SETTLED_ORDER = sql`case
  when orders.type <> 'order' or orders.invoice_number is null or orders.status = 'cancelled' then '0000-01-01'
  when orders.total_cents <= coalesce((select sum(pa.amount_cents) from payment_allocations pa
    where pa.order_id = orders.id and pa.released_on is null), 0)
  then (select max(d.day) from (
    select orders.invoiced_on as day
    union all select pa.allocated_on from payment_allocations pa where pa.order_id = orders.id
    union all select pa.released_on from payment_allocations pa where pa.order_id = orders.id) d)
  end`;
const SETTLED_PAYMENT = sql`case
  when payments.amount_cents <= coalesce((select sum(pa.amount_cents) from payment_allocations pa
    where pa.payment_id = payments.id and pa.released_on is null), 0)
  then (select max(d.day) from (
    select payments.received_on as day
    union all select pa.allocated_on from payment_allocations pa where pa.payment_id = payments.id
    union all select pa.released_on from payment_allocations pa where pa.payment_id = payments.id) d)
  end`;

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_settled_on').execute();
  await db.schema.dropIndex('payments_settled_on').execute();
  await db.schema.alterTable('orders').dropColumn('settled_on').execute();
  await db.schema.alterTable('payments').dropColumn('settled_on').execute();
  for (const table of TABLES) await db.schema.dropTable(table.name).execute();
}
