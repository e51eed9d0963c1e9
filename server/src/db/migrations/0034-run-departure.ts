import type { MigrationDb } from './helpers.js';

/**
 * Issue 17's "out for delivery" notice: when the driver leaves with a run, its customers are told
 * once. The time it left, or null while it waits at the warehouse.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('delivery_runs').addColumn('departed_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('delivery_runs').dropColumn('departed_at').execute();
}
