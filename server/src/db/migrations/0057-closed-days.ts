import type { MigrationDb } from './helpers.js';
import { idColumn, idColumnType } from './helpers.js';

/**
 * Closed days (issue 38, item 3): the days the shop delivers nothing (holidays, inventory days),
 * named in both languages. Owned by the closed-days module; the date is unique (one row a day),
 * the id names the row in the audit trail.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('closed_days')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('date', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('closed_days').execute();
}
