import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Issue 36, item 6: up to five pictures per product, in order, the first the cover. The
 * catalog module keeps them; `products.image_key` stays the cover's key (every card, e-mail and
 * the fresh list read it), set again on each change of the pictures. A product's picture of
 * today becomes its first. A product deleted takes its pictures' rows with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('product_pictures')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_pictures_product')
    .on('product_pictures')
    .columns(['product_id', 'position'])
    .execute();
  await sql`
    insert into product_pictures (product_id, position, image_key, created_at)
    select id, 0, image_key, updated_at from products where image_key is not null`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('product_pictures').execute();
}
