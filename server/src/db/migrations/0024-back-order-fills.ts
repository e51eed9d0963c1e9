import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Back-order fulfilment (issue 14, part 5), owned by the back-orders module:
 * - back_order_fills: each time staff fill (take from stock) or cancel part of an order line's
 *   open back-order: which line, how many, when and who. The line itself (orders' order_lines)
 *   carries what is still open: quantity - stock_quantity.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('back_order_fills')
    .addColumn('id', idColumnType(db), idColumn(db))
    // An edit replaces an order's lines: the record stays, by its order and product.
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fill', 'cancel')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('back_order_fills_line').on('back_order_fills').column('order_line_id').execute();
  await db.schema.createIndex('back_order_fills_order').on('back_order_fills').column('order_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('back_order_fills').execute();
}
