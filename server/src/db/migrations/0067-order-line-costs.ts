import type { MigrationDb } from './helpers.js';
import { idColumn, idColumnType } from './helpers.js';

/**
 * What each order line's stock cost (issue 37 item 6, decision 063), owned by the margins
 * module: one row per lot a line took, first in, first out over its product's received lots in
 * base units (`receipt_id`), or per share of the line's stock no lot covered (`receipt_id` null,
 * costed at an estimate or not known: `unit_cost_cents` null). A line's cost is the sum of
 * `units × unit_cost_cents` of its rows. Rows go with their order; a line's id may change (an
 * edit writes its lines again) and the margins module moves its rows to the new lines, so
 * `order_line_id` has no foreign key.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('order_line_costs')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('receipt_id', 'integer', (c) => c.references('purchase_receipts.id'))
    .addColumn('units', 'integer', (c) => c.notNull())
    // Landed cost per base unit in cents, to a ten-thousandth of a cent; null: not known.
    .addColumn('unit_cost_cents', 'double precision')
    // 1: no lot covered these units; costed at the product's latest lot (decision 063).
    .addColumn('estimated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_line_costs_order').on('order_line_costs').columns(['order_id']).execute();
  await db.schema.createIndex('order_line_costs_line').on('order_line_costs').columns(['order_line_id']).execute();
  await db.schema.createIndex('order_line_costs_receipt').on('order_line_costs').columns(['receipt_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('order_line_costs').execute();
}
