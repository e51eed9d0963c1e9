import type { MigrationDb } from './helpers.js';

/**
 * Issue 34, item 9: the pick list ticked off in the cooler, on the server so that two pickers
 * see each other's ticks. One row per product ticked on a date's list (scope: '' for every
 * order, 'pickup', 'delivery' or a zone), with the quantity it was ticked for, who and when.
 * Owned by the pick-ticks module.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pick_list_ticks')
    .addColumn('pick_date', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ticked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ticked_at', 'text', (c) => c.notNull())
    // The list's reads go by date and scope: the key's first columns.
    .addPrimaryKeyConstraint('pick_list_ticks_pk', ['pick_date', 'scope', 'product_id'])
    .execute();
  // A product deleted takes its ticks with it: found by the product.
  await db.schema.createIndex('pick_list_ticks_product').on('pick_list_ticks').column('product_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('pick_list_ticks').execute();
}
