import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Buying from farms (issue 37, items 1, 3 and 4; docs/decisions/053-purchase-orders.md), owned
 * by the purchasing module:
 * - suppliers: farms and brokers, with their currency, lead time and terms;
 * - supplier_products: a product's link to a supplier (the supplier's code, the units a box
 *   holds, the last cost per unit in the supplier's currency);
 * - purchase_orders: draft → sent → confirmed → shipped → received → closed, or cancelled;
 * - purchase_order_lines: boxes × units per box at a cost per unit, what the supplier confirmed
 *   and what was received (damaged units apart);
 * - purchase_receipts: one row per line and receiving, with the units that entered stock and
 *   their cost: the lots a later landed cost and margin read.
 * - purchase_minimums: the minimum stock staff set per product, which what to buy tops up to.
 * Units are the product's stock unit (on_hand's; stems for a product sold by the stem).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('suppliers')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('province', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('lead_time_days', 'integer', (c) => c.notNull())
    .addColumn('payment_terms', 'text')
    .addColumn('notes', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suppliers_name_key').on('suppliers').columns(['name_key', 'id']).execute();

  await db.schema
    .createTable('supplier_products')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('supplier_code', 'text')
    .addColumn('units_per_box', 'integer', (c) => c.notNull())
    .addColumn('last_cost_cents', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_products_pk', ['supplier_id', 'product_id'])
    .execute();
  await db.schema.createIndex('supplier_products_product').on('supplier_products').column('product_id').execute();

  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('arrival_date', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('shipping_kind', 'text')
    .addColumn('shipping_reference', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('purchase_orders_status').on('purchase_orders').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('purchase_orders_supplier')
    .on('purchase_orders')
    .columns(['supplier_id', 'id'])
    .execute();

  await db.schema
    .createTable('purchase_order_lines')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('pack_id', 'integer')
    .addColumn('boxes', 'integer', (c) => c.notNull())
    .addColumn('units_per_box', 'integer', (c) => c.notNull())
    .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_units', 'integer')
    .addColumn('received_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('damaged_units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_order')
    .on('purchase_order_lines')
    .columns(['purchase_order_id', 'position'])
    .execute();
  await db.schema.createIndex('purchase_order_lines_product').on('purchase_order_lines').column('product_id').execute();

  await db.schema
    .createTable('purchase_receipts')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('purchase_order_lines.id').onDelete('cascade'))
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('boxes', 'integer')
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('damaged_units', 'integer', (c) => c.notNull())
    .addColumn('stocked_units', 'integer', (c) => c.notNull())
    .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('over_reason', 'text')
    .addColumn('on_hand_after', 'integer', (c) => c.notNull())
    .addColumn('received_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('received_by_name', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchase_receipts_line').on('purchase_receipts').columns(['line_id', 'id']).execute();
  await db.schema
    .createIndex('purchase_receipts_product')
    .on('purchase_receipts')
    .columns(['product_id', 'received_at'])
    .execute();

  await db.schema
    .createTable('purchase_minimums')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('min_units', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('purchase_minimums').execute();
  await db.schema.dropTable('purchase_receipts').execute();
  await db.schema.dropTable('purchase_order_lines').execute();
  await db.schema.dropTable('purchase_orders').execute();
  await db.schema.dropTable('supplier_products').execute();
  await db.schema.dropTable('suppliers').execute();
}
