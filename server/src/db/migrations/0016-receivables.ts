import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Receivables (issue 12, items 3, 4 and 7; docs/decisions/015-receivables.md).
 * - payment_allocations: which part of a payment settles which invoice (an order with an
 *   invoice number). What a payment has not allocated is the customer's open credit. Rows are
 *   deleted when the payment is reversed or re-allocated: the payments stay the history.
 * - customer_profiles.payment_terms: null takes the default of the invoice type.
 * - orders.due_on: the due date, set with the invoice number from the customer's terms.
 * - orders.credit_hold_reason: why a web order waits (over_limit, overdue); the override of a
 *   held order by staff, with their reason, who and when.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('payment_allocations')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_allocations_order').on('payment_allocations').column('order_id').execute();
  await db.schema.createIndex('payment_allocations_payment').on('payment_allocations').column('payment_id').execute();

  await db.schema
    .alterTable('customer_profiles')
    .addColumn('payment_terms', 'text', (c) => c.check(sql`payment_terms in ('due_on_receipt', 'net_15', 'net_30')`))
    .execute();

  await db.schema.alterTable('orders').addColumn('due_on', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('credit_hold_reason', 'text', (c) => c.check(sql`credit_hold_reason in ('over_limit', 'overdue')`))
    .execute();
  await db.schema.alterTable('orders').addColumn('credit_override_reason', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('credit_override_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('credit_override_at', 'text').execute();
  // Invoices already issued are due on receipt: the day they were invoiced.
  await sql`update orders set due_on = invoiced_on where invoiced_on is not null`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [
    'credit_override_at',
    'credit_override_by',
    'credit_override_reason',
    'credit_hold_reason',
    'due_on',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('customer_profiles').dropColumn('payment_terms').execute();
  await db.schema.dropTable('payment_allocations').execute();
}
