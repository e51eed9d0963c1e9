import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { moveBalance } from '../accounts/index.js';
import type { LedgerStamp } from '../inventory/index.js';
import { nextCounter } from './repository.js';

/** Gives a confirmed order its invoice (or credit-note) number and moves the customer's balance. */
export async function invoiceOrder(
  trx: Db,
  order: { customer_id: number; total_cents: number; type: string },
  stamp: LedgerStamp,
): Promise<Partial<Insertable<OrdersTable>>> {
  await moveBalance(trx, order.customer_id, order.total_cents);
  const [counter, prefix] = order.type === 'refund' ? (['credit', 'C'] as const) : (['invoice', 'F'] as const);
  const number = String(await nextCounter(trx, counter)).padStart(6, '0');
  return { invoice_number: `${prefix}-${number}`, invoiced_on: stamp.today };
}
