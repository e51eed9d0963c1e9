import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Each customer's credit notes issued up to a day (positive: what they are owed), by customer. */
export function creditNoteCredits(db: QueryCreator<Database>, asOf: string) {
  return db
    .selectFrom('orders')
    .select(['orders.customer_id', sql<number>`sum(0 - orders.total_cents)`.as('credit_cents')])
    .where('orders.type', '=', 'refund')
    .where('orders.invoice_number', 'is not', null)
    .where('orders.status', '!=', 'cancelled')
    .where('orders.invoiced_on', '<=', asOf)
    .groupBy('orders.customer_id');
}

/**
 * Customers with an invoice or credit note issued in a period (a monthly statement's activity),
 * those of an invoiced order changed or cancelled in it too.
 */
export function customersInvoicedIn(db: QueryCreator<Database>, from: string, to: string) {
  return db
    .selectFrom('invoice_documents')
    .select('invoice_documents.customer_id')
    .where('invoice_documents.issued_on', '>=', from)
    .where('invoice_documents.issued_on', '<=', to);
}
