import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The aging on a day reads the invoices issued by then (issue 39 item 3, decision 068): no index
 * led with `invoiced_on`, so every issued invoice was read whatever the day (the dashboard's
 * aging a year before, in a shop's first year, read the whole year's to find none). This one
 * leads with the day and holds what the aging reads of each invoice, so that SQLite reads only
 * the invoices of the range from the index alone. Partial like orders_customer_invoices (0042):
 * an order not invoiced does not write it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('orders_invoiced_on')
    .on('orders')
    .columns(['invoiced_on', 'customer_id', 'type', 'status', 'due_on', 'total_cents'])
    .where(sql.ref('invoice_number'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_invoiced_on').execute();
}
