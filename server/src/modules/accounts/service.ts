import type { Db } from '../../db/connection.js';
import { addToBalance } from './repository.js';

/**
 * The one way a customer's balance changes (ARCHITECTURE.md, "Module boundaries"): every money
 * event — an invoice or credit note numbered, an invoiced order edited or cancelled, a payment
 * received or reversed — moves it by its amount, in the caller's transaction, together with the
 * row that records the event. Positive: the customer owes more. The balance is thus always the
 * sum of the statement's entries.
 */
export async function moveBalance(trx: Db, customerId: number, deltaCents: number): Promise<void> {
  await addToBalance(trx, customerId, deltaCents);
}
