import type { MigrationDb } from './helpers.js';

/**
 * Issue 18: a page of a filtered list read from an index in the order shown, not every matching
 * row sorted (server/src/db/list-plans.test.ts explains the lists' queries). The staff orders
 * list filtered by status, newest first (the status/delivery-date index served the filter but
 * not the order); the claims queue, newest first; the active catalogue by name in either
 * language (the shop, the inventory; the old index had no `active` before the name). The id
 * closes each index as it closes each sort (SQLite adds it by itself, PostgreSQL does not).
 * And an order's refunds (credit notes) by their parent, read by every refund, cancellation and
 * order page, which scanned the orders.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('claims_created').on('claims').columns(['created_at', 'id']).execute();
  for (const name of ['name_en', 'name_fr'])
    await db.schema.createIndex(`products_active_${name}`).on('products').columns(['active', name, 'id']).execute();
  await db.schema.createIndex('orders_parent').on('orders').column('parent_order_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_parent').execute();
  for (const name of ['name_en', 'name_fr']) await db.schema.dropIndex(`products_active_${name}`).execute();
  await db.schema.dropIndex('claims_created').execute();
  await db.schema.dropIndex('orders_status_created').execute();
}
