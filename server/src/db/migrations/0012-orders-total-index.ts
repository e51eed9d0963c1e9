import type { MigrationDb } from './helpers.js';

/**
 * The staff orders list sorts by total (PRODUCT.md, sortable tables): an index reads a page of
 * the largest or smallest orders without sorting every order. The other sorts have theirs
 * (number is unique, delivery date and creation are indexed, customers by business name).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('orders_total').on('orders').columns(['total_cents', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_total').execute();
}
