import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Issue 34, item 10: where a customer is delivered. A customer's other delivery addresses (a
 * shop, an event hall) beside the profile's, which stays the default: each with a label, the
 * profile's address fields, a delivery window (HH:MM, from and to) and notes for the driver.
 * An order that goes to one of them keeps a copy of it, keyed by the order, so that a later
 * change of the address never rewrites a past order's documents; an order without a row goes to
 * the profile's address. Both tables are owned by the delivery-addresses module.
 */
export async function up(db: MigrationDb): Promise<void> {
  const addressColumns = <T extends ReturnType<MigrationDb['schema']['createTable']>>(table: T) =>
    table
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('address1', 'text', (c) => c.notNull())
      .addColumn('address2', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('delivery_zone', 'text')
      .addColumn('window_from', 'text')
      .addColumn('window_to', 'text')
      .addColumn('driver_notes', 'text');

  await addressColumns(
    db.schema
      .createTable('delivery_addresses')
      .addColumn('id', idColumnType(db), idColumn(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade')),
  )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A customer's addresses are read by the customer, in the order they were added.
  await db.schema
    .createIndex('delivery_addresses_customer')
    .on('delivery_addresses')
    .columns(['customer_id', 'id'])
    .execute();

  await addressColumns(
    db.schema
      .createTable('order_delivery_addresses')
      .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
      // The address it was copied from; a deleted address leaves the copy.
      .addColumn('address_id', 'integer', (c) => c.references('delivery_addresses.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('order_delivery_addresses_address')
    .on('order_delivery_addresses')
    .column('address_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('order_delivery_addresses').execute();
  await db.schema.dropTable('delivery_addresses').execute();
}
