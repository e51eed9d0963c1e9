import type { MigrationDb } from './helpers.js';

/**
 * The fresh list (issue 39, item 5): each business morning, one e-mail of what arrived and the
 * active offers to the customers who asked for it. Owned by the fresh-list module:
 * - fresh_list_settings: one row (id 1), whether it is sent and at what time (HH:MM, Montreal);
 * - fresh_list_subscribers: a customer who opted in, with the token of their one-click
 *   unsubscribe (unique; the row goes when it is used, so a used token finds nothing);
 * - fresh_list_sends: one row per business morning (its key), written in the transaction that
 *   queues the morning's e-mails: a second server, or a second run, cannot send it again.
 * The mail module's outbox keeps extra headers of a message (List-Unsubscribe), as JSON.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('fresh_list_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_at', 'text', (c) => c.notNull().defaultTo('07:00'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('fresh_list_subscribers')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('subscribed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fresh_list_sends')
    .addColumn('send_date', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropTable('fresh_list_sends').execute();
  await db.schema.dropTable('fresh_list_subscribers').execute();
  await db.schema.dropTable('fresh_list_settings').execute();
}
