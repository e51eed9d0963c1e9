import type { Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { applyMovement, type LedgerStamp as Stamp } from '../inventory/ledger.js';

/**
 * Takes a line's quantity from stock. A web order takes all of it or fails with a 409 naming the
 * product and what is left (applyMovement's conditional update); staff may book beyond stock, so
 * they take what there is and the rest becomes back-order. Returns how much came from stock.
 */
export async function takeStock(
  trx: Db,
  line: { productId: number; quantity: number; onHand: number },
  mode: 'all-or-nothing' | 'up-to-stock',
  stamp: Stamp,
  language: Language,
): Promise<number> {
  const taken = mode === 'all-or-nothing' ? line.quantity : Math.min(line.quantity, line.onHand);
  if (taken > 0) {
    await applyMovement(trx, { productId: line.productId, quantity: -taken, reason: 'order', ...stamp }, language);
  }
  return taken;
}

/** Gives back what lines took from stock (cancellation, or deletion with updateInv=true). */
export async function returnStock(
  trx: Db,
  lines: { product_id: number; stock_quantity: number }[],
  stamp: Stamp,
  language: Language,
): Promise<void> {
  for (const line of lines) {
    if (line.stock_quantity > 0) {
      await applyMovement(
        trx,
        { productId: line.product_id, quantity: line.stock_quantity, reason: 'cancellation', ...stamp },
        language,
      );
    }
  }
}
