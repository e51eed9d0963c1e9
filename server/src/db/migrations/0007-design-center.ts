import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * The design center (issue: design center): the list of designers staff keep. Orders and their
 * lines already carry designer, design_status and the complete/back-order flags (0006). The
 * design-center queries filter orders by delivery_date (orders_delivery_date, orders_status_date)
 * and reach the lines through order_lines_order: no further index is needed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('designers')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One designer per name whatever its case: 'Marie' and 'marie' are the same person.
  await db.schema
    .createIndex('designers_name_lower')
    .on('designers')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('designers').execute();
}
