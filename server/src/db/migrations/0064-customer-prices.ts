import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';
import { idColumn, idColumnType } from './helpers.js';

/**
 * Customer prices (issue 38, item 4; decision 060):
 * - price_levels (prices module): a name in both languages and a percentage off the list, kept
 *   in hundredths of a percent (8 % = 800) so that no price meets a binary fraction;
 * - customer_price_levels (prices): the level a customer has, one row a customer at most;
 * - customer_prices (prices): a customer's contract price for a product's pack, from and to an
 *   optional date; a pack taken off its product takes its contract prices with it;
 * - product_packs.breaks (catalog, beside the pack's price): its quantity breaks, JSON;
 * - order_lines.list_price_cents and price_source (orders, beside unit_price_cents): the list
 *   price when the line was priced and what gave its price, kept as the line was sold. Lines of
 *   before have neither (null).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('price_levels')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('basis_points', 'integer', (c) => c.notNull().check(sqlCheck('basis_points')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_price_levels')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('price_level_id', 'integer', (c) => c.notNull().references('price_levels.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_price_levels_level')
    .on('customer_price_levels')
    .columns(['price_level_id'])
    .execute();
  await db.schema
    .createTable('customer_prices')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('pack_id', 'integer', (c) => c.notNull().references('product_packs.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_prices_customer_product')
    .on('customer_prices')
    .columns(['customer_id', 'product_id'])
    .execute();
  await db.schema.createIndex('customer_prices_pack').on('customer_prices').columns(['pack_id']).execute();
  await db.schema
    .alterTable('product_packs')
    .addColumn('breaks', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('list_price_cents', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('price_source', 'text').execute();
}

function sqlCheck(column: string) {
  return sql`${sql.ref(column)} >= 0 and ${sql.ref(column)} <= 9000`;
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('price_source').execute();
  await db.schema.alterTable('order_lines').dropColumn('list_price_cents').execute();
  await db.schema.alterTable('product_packs').dropColumn('breaks').execute();
  await db.schema.dropTable('customer_prices').execute();
  await db.schema.dropTable('customer_price_levels').execute();
  await db.schema.dropTable('price_levels').execute();
}
