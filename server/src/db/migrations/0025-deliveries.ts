import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Delivery runs (issue 14, parts 3 and 4; docs/decisions/018-deliveries.md), owned by the
 * deliveries module:
 * - delivery_runs: a date's run, by zone or by name, with its driver (a staff user or a name).
 * - delivery_stops: an order in a run at a position (an order is in one run at most), and what
 *   the driver recorded: delivered (recipient, signature image key, who, when) or failed (why).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('delivery_runs')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('delivery_zone', 'text')
    .addColumn('driver_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('driver_name', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_runs_date').on('delivery_runs').columns(['date', 'id']).execute();

  await db.schema
    .createTable('delivery_stops')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('delivery_runs.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('signature_key', 'text')
    .addColumn('delivered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('delivered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_stops_run').on('delivery_stops').columns(['run_id', 'position']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('delivery_stops').execute();
  await db.schema.dropTable('delivery_runs').execute();
}
