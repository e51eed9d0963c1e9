import type { MigrationDb } from './helpers.js';
import { idColumn, idColumnType } from './helpers.js';

/**
 * Standing orders (issue 38, items 1 and 2), owned by the standing-orders module:
 * - standing_orders: a customer's recurring order (every N weeks on weekdays, JSON `[1,4]`, or on
 *   chosen dates, JSON), from a start to an optional end, how many days before delivery each
 *   occurrence becomes an order, and where an occurrence on a closed day moves;
 * - standing_order_lines: its products and quantities (keyed by product: packs had not landed);
 * - standing_order_occurrences: one row per occurrence made into an order, skipped or failed,
 *   unique on (standing order, date): a second runner, or a run again after one killed midway,
 *   cannot make an occurrence twice (the row and its order are written in one transaction).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('standing_orders')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('delivery_zone', 'text')
    .addColumn('every_weeks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('lead_days', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('closed_day_shift', 'text', (c) => c.notNull().defaultTo('before'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('standing_orders_customer')
    .on('standing_orders')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('standing_orders_status').on('standing_orders').columns(['status', 'id']).execute();
  await db.schema
    .createTable('standing_order_lines')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('standing_order_lines_order')
    .on('standing_order_lines')
    .columns(['standing_order_id', 'position'])
    .execute();
  await db.schema
    .createTable('standing_order_occurrences')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_orders.id').onDelete('cascade'))
    .addColumn('occurs_on', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('standing_order_occurrences_key', ['standing_order_id', 'occurs_on'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('standing_order_occurrences').execute();
  await db.schema.dropTable('standing_order_lines').execute();
  await db.schema.dropTable('standing_orders').execute();
}
