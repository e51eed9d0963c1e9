import { sql } from 'kysely';
import { idColumn, idColumnType, isPostgres, type MigrationDb } from './helpers.js';

/** Products, the inventory ledger, price-list rows and special offers (issue 5). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text')
    .addColumn('description_fr', 'text')
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(sql`category in ('roses', 'gerbera', 'chrysanthemums', 'greens', 'fillers', 'tropicals', 'hard-goods')`),
    )
    .addColumn('variety', 'text')
    .addColumn('color', 'text')
    .addColumn('length_cm', 'integer')
    .addColumn('origin', 'text')
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('stem', 'bunch', 'box')`))
    .addColumn('stems_per_unit', 'integer', (c) => c.notNull().check(sql`stems_per_unit > 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('fresh', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // The ledger's sum, kept in the transaction of every movement; never negative.
    .addColumn('on_hand', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`on_hand >= 0`),
    )
    .addColumn('low_stock_at', 'integer', (c) => c.notNull().defaultTo(10))
    // Day the current fresh stock arrived (last receipt), for its age.
    .addColumn('arrived_on', 'text')
    // Stored image files are named after this key; a new upload gets a new key (cache-safe URLs).
    .addColumn('image_key', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_active_category_name')
    .on('products')
    .columns(['active', 'category', 'name_en'])
    .execute();
  await db.schema.createIndex('products_name_en').on('products').column('name_en').execute();

  await db.schema
    .createTable('product_sections')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) =>
      c.notNull().check(sql`section in ('all-products', 'petals', 'ready-for-retail', 'preserve-roses')`),
    )
    .addPrimaryKeyConstraint('product_sections_pk', ['product_id', 'section'])
    .execute();
  await db.schema
    .createIndex('product_sections_section')
    .on('product_sections')
    .columns(['section', 'product_id'])
    .execute();

  await db.schema
    .createTable('inventory_movements')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('on_hand_after', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_movements_product')
    .on('inventory_movements')
    .columns(['product_id', 'id'])
    .execute();

  // Rows read from an XLSX or CSV price list: JSON {columns, rows}, read with the list itself.
  await db.schema.alterTable('price_lists').addColumn('rows_json', 'text').execute();
  await db.schema
    .alterTable('price_lists')
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text')
    .addColumn('text_fr', 'text')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('offers_period', sql`ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('offers_period').on('offers').columns(['published', 'starts_on', 'ends_on']).execute();

  await db.schema
    .createTable('offer_items')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents >= 0`))
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off between 1 and 100`))
    .addPrimaryKeyConstraint('offer_items_pk', ['offer_id', 'product_id'])
    .addCheckConstraint('offer_items_one_discount', sql`(price_cents is null) <> (percent_off is null)`)
    .execute();
  await db.schema.createIndex('offer_items_product').on('offer_items').column('product_id').execute();

  if (isPostgres(db)) {
    const available = await sql<{
      ok: number;
    }>`select 1 as ok from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index if not exists products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['offer_items', 'offers', 'inventory_movements', 'product_sections', 'products']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('price_lists').dropColumn('rows_json').execute();
  await db.schema.alterTable('price_lists').dropColumn('row_count').execute();
}
