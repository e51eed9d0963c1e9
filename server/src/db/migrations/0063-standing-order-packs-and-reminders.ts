import type { MigrationDb } from './helpers.js';

/**
 * Standing orders, the rest of issue 38 items 1-2 (decision 059), owned by the standing-orders
 * module:
 * - standing_order_lines.pack_id: the pack a line is ordered in (null: the product's base unit),
 *   carried into the order each occurrence makes;
 * - standing_order_occurrences may hold a `planned` row before the occurrence is made, under the
 *   same unique key: `lines` (JSON, the quantities changed for that one occurrence), `reminded_at`
 *   (the e-mail of the day before it becomes an order went out) and `moved_told_at` (the florist
 *   was told it moved off a closed day), each once;
 * - standing_order_reminder_opt_outs: the customers who asked for no reminder (their profile).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('standing_order_lines')
    .addColumn('pack_id', 'integer', (c) => c.references('product_packs.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('standing_order_occurrences').addColumn('lines', 'text').execute();
  await db.schema.alterTable('standing_order_occurrences').addColumn('reminded_at', 'text').execute();
  await db.schema.alterTable('standing_order_occurrences').addColumn('moved_told_at', 'text').execute();
  await db.schema
    .createTable('standing_order_reminder_opt_outs')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('standing_order_reminder_opt_outs').execute();
  await db.schema.alterTable('standing_order_occurrences').dropColumn('moved_told_at').execute();
  await db.schema.alterTable('standing_order_occurrences').dropColumn('reminded_at').execute();
  await db.schema.alterTable('standing_order_occurrences').dropColumn('lines').execute();
  await db.schema.alterTable('standing_order_lines').dropColumn('pack_id').execute();
}
