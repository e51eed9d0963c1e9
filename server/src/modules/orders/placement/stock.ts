import type { LedgerReason } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { applyMovements, type LedgerStamp as Stamp } from '../../inventory/index.js';
import { lockOrderProducts } from './locks.js';

/**
 * A line's stock columns: how many of its packs it holds from stock, and the rest of its
 * quantity on back-order (the ledger moves `pack_units` base units per pack held).
 */
export interface LineStock {
  stock_quantity: number;
  back_order: 0 | 1;
  back_order_text: string;
}

/** The columns of a line that holds no stock (a prebooking, a credit note). */
export const NO_STOCK: LineStock = { stock_quantity: 0, back_order: 0, back_order_text: '' };

/**
 * What a line should now hold from stock, and its stock columns: what it holds, and how much of
 * its quantity waits on back-order. A web order takes all of its quantity (the ledger's
 * conditional update refuses it with OUT_OF_STOCK, naming the product and what is left, when
 * there is not enough); staff may book beyond stock, so they hold what is `available` and the
 * rest becomes back-order. `held` is what the line held before (an edit), else 0; `take` is the
 * difference alone, so an edit takes or gives back only what changed. Orders being written or
 * edited and prebookings being converted share it, so that a back-order is recorded the same
 * way by all; they then move the stock of all their lines at once (applyMovements).
 */
export function settleLineStock(
  line: { quantity: number; units: number; available: number; held: number },
  mode: 'all-or-nothing' | 'up-to-stock',
): LineStock & { take: number } {
  // The quantity counts packs of `units` base units; stock (available, held, take) counts base
  // units (decision 052): a box of 120 stems holds 120 of them, and only whole packs come from stock.
  const fromStock =
    mode === 'all-or-nothing'
      ? line.quantity
      : Math.min(line.quantity, Math.floor((line.held + line.available) / line.units));
  const backOrdered = line.quantity - fromStock;
  return {
    stock_quantity: fromStock,
    back_order: backOrdered > 0 ? 1 : 0,
    back_order_text: backOrdered > 0 ? String(backOrdered) : '',
    take: fromStock * line.units - line.held,
  };
}

/** Gives back what lines took from stock (cancellation, deletion with updateInv=true, or an edit). */
export async function returnStock(
  trx: Db,
  lines: { product_id: number; stock_quantity: number; pack_units: number }[],
  stamp: Stamp,
  reason: Extract<LedgerReason, 'cancellation' | 'order-edit'> = 'cancellation',
): Promise<void> {
  // Locked in id order first, as placements lock them: no deadlock with an order being written.
  const held = lines.filter((l) => l.stock_quantity > 0).sort((a, b) => a.product_id - b.product_id);
  if (held.length > 0)
    await lockOrderProducts(
      trx,
      held.map((l) => l.product_id),
    );
  await applyMovements(
    trx,
    held.map((l) => ({ productId: l.product_id, quantity: l.stock_quantity * l.pack_units })),
    { reason, ...stamp },
  );
}
