import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/** Orders ("tickets"), their lines, and the counters that number orders and invoices (issue 6). */
export async function up(db: MigrationDb): Promise<void> {
  // Gap-free numbers taken inside the transaction that needs them (UPDATE ... RETURNING).
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('counters')
    .values([
      { name: 'order', value: 100000 },
      { name: 'invoice', value: 0 },
      { name: 'credit', value: 0 },
    ])
    .execute();

  // Money totals are bigint: a large staff order can pass 2^31 cents, PostgreSQL's integer.
  await db.schema
    .createTable('orders')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('web', 'staff')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('order', 'prebooking', 'refund')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'ready', 'delivered', 'cancelled')`),
    )
    .addColumn('delivery_method', 'text', (c) => c.notNull().check(sql`delivery_method in ('pickup', 'delivery')`))
    .addColumn('delivery_zone', 'text')
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('po_number', 'text')
    .addColumn('parent_order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('gst_cents', 'bigint', (c) => c.notNull())
    .addColumn('qst_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('designer', 'text')
    .addColumn('design_status', 'text', (c) => c.notNull().defaultTo('not_designed'))
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('invoiced_on', 'text')
    // Whether the lines' stock is taken (orders at creation; prebookings when converted).
    .addColumn('stock_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_inventory', 'integer', (c) => c.notNull().defaultTo(0))
    // A web order's Idempotency-Key: a retried placement finds the order it already made.
    .addColumn('idempotency_key', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_date').on('orders').columns(['status', 'delivery_date']).execute();
  await db.schema.createIndex('orders_delivery_date').on('orders').columns(['delivery_date', 'id']).execute();
  await db.schema.createIndex('orders_created_at').on('orders').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    // Snapshot at the time of ordering: later catalogue changes never alter an order.
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('stems_per_unit', 'integer', (c) => c.notNull())
    .addColumn('fresh', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'bigint', (c) => c.notNull())
    // How much of the quantity came out of stock; the rest is on back-order.
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('complete_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('back_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('back_order_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('designer', 'text')
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'position']).execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('counters').execute();
}
