import type { Insertable } from 'kysely';
import { addDays, TERM_DAYS } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { moveBalance } from '../accounts/index.js';
import { creditProfileOf } from '../customers/index.js';
import type { LedgerStamp } from '../inventory/index.js';
import { applyOpenCredit } from '../payments/index.js';
import { nextCounter } from './repository.js';

/**
 * Gives a confirmed order its invoice (or credit-note) number and its due date (the customer's
 * payment terms), moves the customer's balance, and lets the customer's open credit pay what it
 * can of a new invoice (payments' applyOpenCredit).
 */
export async function invoiceOrder(
  trx: Db,
  order: { id: number; customer_id: number; total_cents: number; type: string },
  stamp: LedgerStamp,
): Promise<Partial<Insertable<OrdersTable>>> {
  await moveBalance(trx, order.customer_id, order.total_cents);
  const [counter, prefix] = order.type === 'refund' ? (['credit', 'C'] as const) : (['invoice', 'F'] as const);
  const number = String(await nextCounter(trx, counter)).padStart(6, '0');
  const { terms } = await creditProfileOf(trx, order.customer_id);
  if (order.type !== 'refund') await applyOpenCredit(trx, order, { by: stamp.by.id, at: stamp.nowIso });
  return {
    invoice_number: `${prefix}-${number}`,
    invoiced_on: stamp.today,
    due_on: addDays(stamp.today, TERM_DAYS[terms]),
  };
}
