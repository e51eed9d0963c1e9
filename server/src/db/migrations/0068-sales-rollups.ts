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

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table.name).execute();
}
