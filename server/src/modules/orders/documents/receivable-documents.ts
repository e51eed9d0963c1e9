import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * The issued invoices (orders with an invoice number, not cancelled), as a query the
 * receivables compose with payments' allocations (docs/decisions/015-receivables.md): what is
 * open of each is its total less what payments allocated to it. Credit notes are not invoices:
 * they count as the customer's credit (creditNoteCredits).
 */
export function issuedInvoices(db: QueryCreator<Database>) {
  return db
    .selectFrom('orders')
    .select([
      'orders.id as order_id',
      'orders.customer_id',
      'orders.number',
      sql<string>`orders.invoice_number`.as('invoice_number'),
      sql<string>`orders.invoiced_on`.as('invoiced_on'),
      sql<string>`coalesce(orders.due_on, orders.invoiced_on)`.as('due_on'),
      'orders.total_cents',
    ])
    .where('orders.type', '=', 'order')
    .where('orders.invoice_number', 'is not', null)
    .where('orders.status', '!=', 'cancelled');
}

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
