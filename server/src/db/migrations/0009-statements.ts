import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Customer statements and household payments (docs/decisions/009-household-payments.md).
 * - payments.channel: where a payment was taken. Rows recorded before this migration are
 *   'office': nobody counted them in a drawer, and they must not reappear in a cash count.
 * - orders (customer_id, invoiced_on): a customer's statement reads their invoices and credit
 *   notes by day; payments already have (customer_id, received_on).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('channel', 'text', (c) =>
      c
        .notNull()
        .defaultTo('office')
        .check(sql`channel in ('counter', 'driver', 'office')`),
    )
    .execute();
  await db.schema
    .createIndex('orders_customer_invoiced')
    .on('orders')
    .columns(['customer_id', 'invoiced_on'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_customer_invoiced').execute();
  await db.schema.alterTable('payments').dropColumn('channel').execute();
}
