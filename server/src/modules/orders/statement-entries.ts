import { sql, type QueryCreator } from 'kysely';
import type { PaymentMethod, StatementEntryKind } from '@shop/contract';
import type { Database } from '../../db/schema.js';

/**
 * A customer's invoices (+) and credit notes (-, their totals are negative) up to a day, as
 * rows of the statement (statements unions them with payments' paymentEntries): once numbered
 * and unless cancelled (cancelling takes them back off the balance).
 */
export function documentEntries(db: QueryCreator<Database>, customerId: number, to: string | undefined) {
  let documents = db
    .selectFrom('orders')
    .select([
      sql<StatementEntryKind>`case when orders.type = 'refund' then 'credit_note' else 'invoice' end`.as('kind'),
      'orders.id as entry_id',
      sql<string>`orders.invoiced_on`.as('entry_date'),
      'orders.created_at as stamp',
      'orders.invoice_number as doc_number',
      sql<string | null>`orders.number`.as('reference'),
      sql<PaymentMethod | null>`null`.as('method'),
      sql<number>`orders.total_cents`.as('amount_cents'),
    ])
    .where('orders.customer_id', '=', customerId)
    .where('orders.invoiced_on', 'is not', null)
    .where('orders.invoice_number', 'is not', null)
    .where('orders.status', '!=', 'cancelled');
  if (to) documents = documents.where('orders.invoiced_on', '<=', to);
  return documents;
}
