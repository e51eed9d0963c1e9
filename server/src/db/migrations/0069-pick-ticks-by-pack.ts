import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Issue 36, item 3: the pick list has a row per product and pack (a box of 120 and bunches of 10
 * of one rose are pulled apart), so a tick names the pack too: the row's unit, stems per unit and
 * the base units one pack takes, as its order lines say them (decision 052). Every tick of before
 * was a product's row in its own unit: it becomes the row of the product's unit, 1 base unit a
 * pack, which is the row every product sold in its own unit still has (it reads as it did).
 * The key changes, so the table is made again (SQLite cannot change a primary key).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pick_list_ticks_by_pack')
    .addColumn('pick_date', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('stems_per_unit', 'integer', (c) => c.notNull())
    .addColumn('pack_units', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ticked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ticked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pick_list_ticks_pack_pk', [
      'pick_date',
      'scope',
      'product_id',
      'unit',
      'stems_per_unit',
      'pack_units',
    ])
    .execute();
  await sql`
    insert into pick_list_ticks_by_pack
      (pick_date, scope, product_id, unit, stems_per_unit, pack_units, quantity, ticked_by, ticked_at)
    select t.pick_date, t.scope, t.product_id, p.unit, p.stems_per_unit, 1, t.quantity, t.ticked_by, t.ticked_at
    from pick_list_ticks t inner join products p on p.id = t.product_id`.execute(db);
  await db.schema.dropTable('pick_list_ticks').execute();
  await db.schema.alterTable('pick_list_ticks_by_pack').renameTo('pick_list_ticks').execute();
  await db.schema.createIndex('pick_list_ticks_product').on('pick_list_ticks').column('product_id').execute();
}

/** Back to a tick per product: the rows of a product's own unit are kept, a pack's other rows go. */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pick_list_ticks_by_product')
    .addColumn('pick_date', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ticked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ticked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pick_list_ticks_pk', ['pick_date', 'scope', 'product_id'])
    .execute();
  await sql`
    insert into pick_list_ticks_by_product (pick_date, scope, product_id, quantity, ticked_by, ticked_at)
    select t.pick_date, t.scope, t.product_id, t.quantity, t.ticked_by, t.ticked_at
    from pick_list_ticks t inner join products p on p.id = t.product_id
    where t.pack_units = 1 and t.unit = p.unit and t.stems_per_unit = p.stems_per_unit`.execute(db);
  await db.schema.dropTable('pick_list_ticks').execute();
  await db.schema.alterTable('pick_list_ticks_by_product').renameTo('pick_list_ticks').execute();
  await db.schema.createIndex('pick_list_ticks_product').on('pick_list_ticks').column('product_id').execute();
}
