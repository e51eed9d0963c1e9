import type { MigrationDb } from './helpers.js';

/**
 * Issue 17: customers are e-mailed when an order is confirmed, ready for pickup, delivered or
 * cancelled, and may turn each off in their profile. The ones turned off, comma-separated
 * (empty: all on), so that a new kind of notice starts on for everyone.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('customer_profiles')
    .addColumn('order_notices_off', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('customer_profiles').dropColumn('order_notices_off').execute();
}
