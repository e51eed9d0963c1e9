import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Claims and returns (issue 13, docs/decisions/016-claims.md), owned by the claims module:
 * - claims: one report by a customer on one delivered order; `kind` claim (fresh flowers, 24 h)
 *   or return (dry goods, 14 days). A retried submit carries the same idempotency key and finds
 *   the first claim (unique per customer).
 * - claim_lines: which order lines, how many, why; what staff approved.
 * - claim_photos: the resized photos (EXIF gone), private: served to the customer and staff.
 * And two columns of orders (owned by orders): when an order was delivered (the windows count
 * from it) and whether it was a prebooking (a special order, never returnable).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('from_prebooking', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Orders delivered before this migration: their last change is the best record of it.
  await sql`update orders set delivered_at = updated_at where status = 'delivered'`.execute(db);

  await db.schema
    .createTable('claims')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('claim', 'return')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'in_review', 'approved', 'partially_approved', 'refused', 'closed')`),
    )
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('ra_number', 'text', (c) => c.unique())
    .addColumn('credit_order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('received_at', 'text')
    .addColumn('restocking_fee_percent', 'integer', (c) => c.check(sql`restocking_fee_percent between 0 and 20`))
    .addColumn('freight_cents', 'integer', (c) => c.check(sql`freight_cents >= 0`))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('claims_idempotency', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('claims_status_created').on('claims').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('claims_customer_created').on('claims').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('claims_order').on('claims').column('order_id').execute();

  await db.schema
    .createTable('claim_lines')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('approved_quantity', 'integer', (c) => c.check(sql`approved_quantity >= 0`))
    .execute();
  await db.schema.createIndex('claim_lines_claim').on('claim_lines').column('claim_id').execute();
  await db.schema.createIndex('claim_lines_order_line').on('claim_lines').column('order_line_id').execute();

  await db.schema
    .createTable('claim_photos')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('product', 'label')`))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_photos_claim').on('claim_photos').column('claim_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('claim_photos').execute();
  await db.schema.dropTable('claim_lines').execute();
  await db.schema.dropTable('claims').execute();
  await db.schema.alterTable('orders').dropColumn('from_prebooking').execute();
  await db.schema.alterTable('orders').dropColumn('delivered_at').execute();
}
