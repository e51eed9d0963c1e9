import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Issue 36, item 3 (decision 052): a product is sold in one or more packs (a stem, a bunch of
 * 10, a box of 120), each with its own price. Stock stays counted in the product's base unit
 * (`products.unit`, its stems in `stems_per_unit`); a pack's `units` says how many base units it
 * holds, so selling one box of 120 takes 120 from `on_hand`. Every product of before becomes one
 * active pack of its unit, `units` 1, at its price: its stock does not change.
 *
 * An order line keeps the pack it was sold in: `unit` (the pack's kind), `stems_per_unit` (the
 * stems in the pack) and `unit_price_cents` (its price) as before, and now `pack_id` and
 * `pack_units` (the base units one of its quantity takes from stock, 1 for every line of
 * before), so that its stock, back-order, edit and cancellation move the right number of stems
 * and every order, invoice and credit note of before reads exactly as it did.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('product_packs')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('stem', 'bunch', 'box')`))
    .addColumn('units', 'integer', (c) => c.notNull().check(sql`units >= 1`))
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_packs_product').on('product_packs').columns(['product_id', 'position']).execute();
  await sql`
    insert into product_packs (product_id, kind, units, price_cents, active, position)
    select id, unit, 1, price_cents, 1, 0 from products order by id`.execute(db);

  // The pack a line was sold in: no foreign key (the line copies what it prints and what it
  // takes from stock; a pack taken off a product leaves its lines as they were).
  await db.schema.alterTable('order_lines').addColumn('pack_id', 'integer').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('pack_units', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    update order_lines set pack_id = (
      select p.id from product_packs p where p.product_id = order_lines.product_id
    )`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('pack_units').execute();
  await db.schema.alterTable('order_lines').dropColumn('pack_id').execute();
  await db.schema.dropTable('product_packs').execute();
}
