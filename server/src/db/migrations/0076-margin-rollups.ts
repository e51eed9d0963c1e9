import { sql } from 'kysely';
import type { Db } from '../connection.js';
import { rebuildMarginRollups } from '../../modules/margins/rollup-repository.js';
import { idColumn, idColumnType, isPostgres, type MigrationDb } from './helpers.js';

/**
 * The margin report's rollups (issue 37 Speed, issue 39 item 3; docs/decisions/069-margin-rollups.md),
 * owned by margins: what the report sums of each order line sold (orders and credit notes not
 * cancelled, by delivery date), summed by day and month ('YYYY-MM-DD' or 'YYYY-MM' in `period`)
 * by product, customer and supplier (the one its oldest lot came from; 0: none): lines, sales,
 * sales of the lines whose cost is known, their cost in ten-thousandths of a cent (each line's
 * rounded there) and the lines whose cost is not known. Clustered on their key on SQLite
 * (WITHOUT ROWID). Writes add their differences to the `_pending` tables, which a job folds in,
 * as the sales rollups do (0068, 0071); rows of before are summed here once.
 */
const TABLES = [
  ['margin_rollup_products', 'product_id'],
  ['margin_rollup_customers', 'customer_id'],
  ['margin_rollup_suppliers', 'supplier_id'],
] as const;
const FIGURES = ['lines', 'sales_cents', 'costed_sales_cents', 'cost_cents_e4', 'unknown_lines'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, key] of TABLES) {
    let create = db.schema
      .createTable(name)
      .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('day', 'month')`))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn(key, 'integer', (c) => c.notNull());
    for (const figure of FIGURES) create = create.addColumn(figure, 'bigint', (c) => c.notNull().defaultTo(0));
    create = create.addPrimaryKeyConstraint(`${name}_pk`, ['grain', 'period', key]);
    await (isPostgres(db) ? create : create.modifyEnd(sql`without rowid`)).execute();
    let pending = db.schema
      .createTable(`${name}_pending`)
      .addColumn('id', idColumnType(db), idColumn(db))
      .addColumn('grain', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn(key, 'integer', (c) => c.notNull());
    for (const figure of FIGURES) pending = pending.addColumn(figure, 'bigint', (c) => c.notNull().defaultTo(0));
    await pending.execute();
    await db.schema.createIndex(`${name}_pending_period`).on(`${name}_pending`).columns(['grain', 'period']).execute();
  }
  await rebuildMarginRollups(db as unknown as Db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [name] of TABLES) {
    await db.schema.dropTable(`${name}_pending`).execute();
    await db.schema.dropTable(name).execute();
  }
}
