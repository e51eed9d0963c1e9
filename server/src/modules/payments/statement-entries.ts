import { sql, type QueryCreator } from 'kysely';
import type { PaymentMethod, StatementEntryKind } from '@shop/contract';
import type { Database } from '../../db/schema.js';

/**
 * A customer's payments (-) and their reversals (+) up to a day, as rows of the statement
 * (statements unions them with the invoices and credit notes of orders): the columns of
 * orders' documentEntries, in the same order.
 */
export function paymentEntries(db: QueryCreator<Database>, customerId: number, to: string | undefined) {
  let payments = db
    .selectFrom('payments')
    .select([
      sql<StatementEntryKind>`case when payments.reverses_payment_id is null then 'payment' else 'payment_reversal' end`.as(
        'kind',
      ),
      'payments.id as entry_id',
      sql<number | null>`null`.as('order_id'),
      'payments.received_on as entry_date',
      'payments.created_at as stamp',
      sql<string | null>`null`.as('doc_number'),
      'payments.reference as reference',
      sql<PaymentMethod | null>`payments.method`.as('method'),
      sql<number>`0 - payments.amount_cents`.as('amount_cents'),
    ])
    .where('payments.customer_id', '=', customerId);
  if (to) payments = payments.where('payments.received_on', '<=', to);
  return payments;
}

/** Customers with a payment or reversal received in a period (a monthly statement's activity). */
export function customersPaidIn(db: QueryCreator<Database>, from: string, to: string) {
  return db
    .selectFrom('payments')
    .select('payments.customer_id')
    .where('payments.received_on', '>=', from)
    .where('payments.received_on', '<=', to);
}
