import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Issue 36, item 5 (fresh first): the instant stock of a product last arrived, whatever the
 * product (`arrived_on` stays the business day of the fresh stock's age). The inventory ledger
 * sets it on every receipt; the shop sorts by it ("New arrivals") and filters on it, newest
 * first, from an index. Products received before take their last receipt's instant.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('arrived_at', 'text').execute();
  await sql`
    update products set arrived_at = (
      select max(m.created_at) from inventory_movements m
      where m.product_id = products.id and m.reason = 'receipt'
    )`.execute(db);
  // Newest first, the never received last: SQLite's descending order already puts nulls last,
  // PostgreSQL's puts them first unless told.
  const order = isPostgres(db) ? sql`arrived_at desc nulls last` : sql`arrived_at desc`;
  await sql`create index products_arrived_at on products (${order}, id)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('products_arrived_at').execute();
  await db.schema.alterTable('products').dropColumn('arrived_at').execute();
}
