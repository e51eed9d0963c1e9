import type { Db } from '../../../db/connection.js';
import { heldStock } from '../reads/margin-lines.js';
import { enterRollups, isWaiting } from '../reads/sales-rollups.js';
import { marginHooks } from './margin-hooks.js';

/**
 * Called in the transaction that moved an order's stock, after it moved (a staff order's edit,
 * a florist's change, a prebooking's conversion, a back-order filled, a cancellation): the
 * margins module settles the lines' lots to what they hold, and its rollups move by it.
 */
export async function recordLineCosts(trx: Db, orderIds: readonly number[]): Promise<void> {
  const hooks = marginHooks();
  if (!hooks) return;
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    const stock = await heldStock(trx, id);
    if (stock) await hooks.recordCosts(trx, stock, true);
  }
}

/**
 * A new order's writer, done with it (its stock moved when it holds stock): it enters the
 * rollups with what its lines took, at what cost (decision 074). Entered already (a write to it
 * came between), its costs move them as any order's.
 */
export async function enterWithCosts(trx: Db, orderId: number, holdsStock: boolean): Promise<void> {
  if (!isWaiting(trx, orderId)) {
    if (holdsStock) await recordLineCosts(trx, [orderId]);
    return;
  }
  const hooks = marginHooks();
  const stock = holdsStock && hooks ? await heldStock(trx, orderId) : null;
  if (stock) await hooks!.recordCosts(trx, stock, false);
  await enterRollups(trx, [orderId]);
}

/**
 * Before an order is deleted: the margins module gives back every lot its lines hold, as a
 * cancellation does (the lots' counts of what is taken are the margins module's; its rows would
 * go with the order without it knowing).
 */
export async function releaseLineCosts(trx: Db, orderId: number): Promise<void> {
  await marginHooks()?.recordCosts(trx, { order_id: orderId, lines: [] }, true);
}
