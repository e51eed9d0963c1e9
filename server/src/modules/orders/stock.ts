import type { Language, LedgerReason } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { lockProducts } from './repository.js';
import { applyMovement, type LedgerStamp as Stamp } from '../inventory/index.js';

/** A line's stock columns: what it holds from stock, and the rest of its quantity on back-order. */
export interface LineStock {
  stock_quantity: number;
  back_order: 0 | 1;
  back_order_text: string;
}

/** The columns of a line that holds no stock (a prebooking, a credit note). */
export const NO_STOCK: LineStock = { stock_quantity: 0, back_order: 0, back_order_text: '' };

/**
 * Brings what a line holds from stock to what it should now hold, and gives its stock columns:
 * what it now holds, and how much of its quantity waits on back-order. A web order takes all of
 * its quantity or fails with a 409 naming the product and what is left (applyMovement's
 * conditional update); staff may book beyond stock, so they hold what there is and the rest
 * becomes back-order. `held` is what the line held before (an edit), else 0; the difference
 * alone moves, so an edit takes or gives back only what changed. Orders being written or edited
 * and prebookings being converted share it, so that a back-order is recorded the same way by all.
 */
export async function holdLineStock(
  trx: Db,
  line: { productId: number; quantity: number; onHand: number; held: number },
  mode: 'all-or-nothing' | 'up-to-stock',
  reason: Extract<LedgerReason, 'order' | 'order-edit'>,
  stamp: Stamp,
  _language: Language,
): Promise<LineStock> {
  const fromStock = mode === 'all-or-nothing' ? line.quantity : Math.min(line.quantity, line.held + line.onHand);
  const delta = fromStock - line.held;
  if (delta !== 0) {
    await applyMovement(trx, { productId: line.productId, quantity: -delta, reason, ...stamp });
  }
  const backOrdered = line.quantity - fromStock;
  return {
    stock_quantity: fromStock,
    back_order: backOrdered > 0 ? 1 : 0,
    back_order_text: backOrdered > 0 ? String(backOrdered) : '',
  };
}

/** Gives back what lines took from stock (cancellation, deletion with updateInv=true, or an edit). */
export async function returnStock(
  trx: Db,
  lines: { product_id: number; stock_quantity: number }[],
  stamp: Stamp,
  language: Language,
  reason: Extract<LedgerReason, 'cancellation' | 'order-edit'> = 'cancellation',
): Promise<void> {
  // Locked in id order first, as placements lock them: no deadlock with an order being written.
  const held = lines.filter((l) => l.stock_quantity > 0).sort((a, b) => a.product_id - b.product_id);
  if (held.length > 0)
    await lockProducts(
      trx,
      held.map((l) => l.product_id),
    );
  for (const line of held) {
    await applyMovement(trx, { productId: line.product_id, quantity: line.stock_quantity, reason, ...stamp });
  }
}
