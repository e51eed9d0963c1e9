import type { MigrationDb } from './helpers.js';

/**
 * A customer's favourite products, the "My usual" of the shop (issue 17, part 2;
 * docs/decisions/022-phone-shop.md), owned by the favourites module. One row per customer and
 * product; both go with their owner.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['customer_id', 'product_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('favourites').execute();
}
