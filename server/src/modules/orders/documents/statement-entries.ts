import { sql, type QueryCreator } from 'kysely';
import type { PaymentMethod, StatementEntryKind } from '@shop/contract';
import type { Database } from '../../../db/schema.js';

/**
 * A customer's issued invoices (+) and credit notes (-, their totals are negative) up to a day,
 * as rows of the statement (statements unions them with payments' paymentEntries): every
 * document of invoice_documents (docs/decisions/014-ledger.md), so an invoiced order that was
 * changed shows its credit note and new invoice, and a cancelled one its invoice and credit
 * note, each as the journal counted it.
 */
export function documentEntries(db: QueryCreator<Database>, customerId: number, to: string | undefined) {
  let documents = db
    .selectFrom('invoice_documents as d')
    .innerJoin('orders', 'orders.id', 'd.order_id')
    .select([
      sql<StatementEntryKind>`d.kind`.as('kind'),
      'd.id as entry_id',
      sql<number | null>`d.order_id`.as('order_id'),
      sql<string>`d.issued_on`.as('entry_date'),
      'd.issued_at as stamp',
      sql<string | null>`d.number`.as('doc_number'),
      sql<string | null>`orders.number`.as('reference'),
      sql<PaymentMethod | null>`null`.as('method'),
      sql<number>`d.total_cents`.as('amount_cents'),
    ])
    .where('d.customer_id', '=', customerId);
  if (to) documents = documents.where('d.issued_on', '<=', to);
  return documents;
}
