import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { moveBalance } from '../accounts/index.js';
import type { LedgerStamp } from '../inventory/index.js';
import { insertDocument } from './document-repository.js';
import { nextCounter } from './repository.js';

/** Gives a confirmed order its invoice (or credit-note) number and moves the customer's balance. */
export async function invoiceOrder(
  trx: Db,
  order: { id: number; customer_id: number; total_cents: number; type: string },
  stamp: LedgerStamp,
): Promise<Partial<Insertable<OrdersTable>>> {
  const kind = order.type === 'refund' ? 'credit_note' : 'invoice';
  const [counter, prefix] = kind === 'credit_note' ? (['credit', 'C'] as const) : (['invoice', 'F'] as const);
  const number = `${prefix}-${String(await nextCounter(trx, counter)).padStart(6, '0')}`;
  const id = await insertDocument(trx, {
    number,
    kind,
    order_id: order.id,
    customer_id: order.customer_id,
    total_cents: order.total_cents,
    reverses_document_id: null,
    issued_on: stamp.today,
    issued_at: stamp.nowIso,
    issued_by: stamp.by.id,
    snapshot: null,
  });
  await moveBalance(trx, {
    customerId: order.customer_id,
    kind,
    amountCents: order.total_cents,
    document: { type: 'invoice_document', id, number, orderId: order.id },
    actor: stamp,
  });
  return { invoice_number: number, invoiced_on: stamp.today };
}
