import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * What the orders' writes add to the dashboard's sales rollups waits in a pending table beside
 * each rollup table (docs/decisions/064-dashboard-rollups.md), owned by orders: a write only
 * inserts rows here, so it locks no row another write needs (the day's row of web orders was
 * shared by every order of the day, and taken before the products' stock: a placement and a
 * staff edit of the same day could deadlock on PostgreSQL). A job folds them into the rollups;
 * the dashboard reads both.
 */
const TABLES = [
  { name: 'sales_rollup_sources', key: ['source', 'text'], figures: ['orders', 'sales_cents'] },
  { name: 'sales_rollup_customers', key: ['customer_id', 'integer'], figures: ['orders', 'sales_cents'] },
  { name: 'sales_rollup_products', key: ['product_id', 'integer'], figures: ['lines', 'quantity', 'sales_cents'] },
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    const name = `${table.name}_pending`;
    let create = db.schema
      .createTable(name)
      .addColumn('id', idColumnType(db), idColumn(db))
      .addColumn('grain', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn(table.key[0], table.key[1], (c) => c.notNull());
    for (const figure of table.figures) create = create.addColumn(figure, 'bigint', (c) => c.notNull());
    await create.execute();
    await db.schema.createIndex(`${name}_period`).on(name).columns(['grain', 'period']).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(`${table.name}_pending`).execute();
}
