import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Webhooks (issue 40, item 3), owned by the webhooks module. An endpoint is a user's: a
 * customer's receives the events of their own orders, invoices and claims (customer_id), a staff
 * member's every customer's (customer_id null). Its secret signs each delivery, so it is kept
 * as is. Each event becomes one delivery row per endpoint, written in the transaction of the
 * change that raises it (an outbox: a receiver that is down loses nothing); the sender, under
 * the `webhooks` job lease, takes the due ones by (status, next_attempt_at).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('webhook_endpoints_customer').on('webhook_endpoints').column('customer_id').execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
