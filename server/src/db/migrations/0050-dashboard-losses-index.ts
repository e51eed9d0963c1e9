import type { MigrationDb } from './helpers.js';

/**
 * Issue 39: the dashboard's losses of a period (shrink by category) read from an index, by
 * reason and then the instant, not from every movement of the stock ledger (a movement per order
 * line, years of them).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('inventory_movements_reason_created')
    .on('inventory_movements')
    .columns(['reason', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('inventory_movements_reason_created').execute();
}
