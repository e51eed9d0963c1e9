import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The prebooking screen and the Excel exports read with indexes only:
 * - orders_prebookings: the prebookings, open, cancelled or converted into orders (their
 *   update_inventory flag), by delivery date. A partial index: the list never scans the orders
 *   that never were prebookings. Its predicate is written with literals, as the list's query
 *   writes it (a partial index serves a query whose WHERE repeats its predicate).
 * - payments_received_on_id: payments by day in keyset order (the payments export).
 * - inventory_movements_product_created: a product's movements over a range of instants (the
 *   inventory export).
 */
export const PREBOOKING_PREDICATE = "type = 'prebooking' or update_inventory = 1";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('orders_prebookings')
    .on('orders')
    .columns(['delivery_date', 'id'])
    .where(sql.raw<boolean>(PREBOOKING_PREDICATE))
    .execute();
  await db.schema.createIndex('payments_received_on_id').on('payments').columns(['received_on', 'id']).execute();
  await db.schema
    .createIndex('inventory_movements_product_created')
    .on('inventory_movements')
    .columns(['product_id', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('inventory_movements_product_created').execute();
  await db.schema.dropIndex('payments_received_on_id').execute();
  await db.schema.dropIndex('orders_prebookings').execute();
}
