import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Issue 18: the credit control reads a customer's invoices on every order placed. Through
 * orders_customer_status it read every order of the customer, invoiced or not: a florist's
 * pending web orders made each new one slower (562 us a placement in the bench, growing with
 * the burst). Invoiced orders alone, by customer, are a small part of the table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('orders_customer_invoices')
    .on('orders')
    .column('customer_id')
    .where(sql.ref('invoice_number'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_customer_invoices').execute();
}
