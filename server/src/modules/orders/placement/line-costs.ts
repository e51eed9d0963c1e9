import type { Db } from '../../../db/connection.js';
import { heldStock } from '../reads/margin-lines.js';

/** What an order holds from stock once it moved, per line in base units (what the hook is given). */
export type HeldStock = NonNullable<Awaited<ReturnType<typeof heldStock>>>;
/** Records the cost of what an order's lines now hold (issue 37 item 6: the margins module's). */
export type LineCostHook = (trx: Db, stock: HeldStock) => Promise<void>;

let hook: LineCostHook | null = null;

/**
 * The app composes the cost of a line taking stock here (server/src/compose.ts): orders does not
 * know the margins module, which reads orders. Set once at start; tests of orders alone run
 * without one.
 */
export function setLineCostHook(next: LineCostHook | null): void {
  hook = next;
}

/**
 * Called in the transaction that moved an order's stock, after it moved (placement, a staff
 * order or edit, a florist's change, a standing order's occurrence, a prebooking's conversion,
 * a back-order filled, a cancellation): the hook settles the lines' lots to what they hold.
 */
export async function recordLineCosts(trx: Db, orderIds: readonly number[]): Promise<void> {
  if (!hook) return;
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    const stock = await heldStock(trx, id);
    if (stock) await hook(trx, stock);
  }
}

/**
 * Before an order is deleted: the hook gives back every lot its lines hold, as a cancellation
 * does (the lots' counts of what is taken are the margins module's; its rows would go with the
 * order without it knowing).
 */
export async function releaseLineCosts(trx: Db, orderId: number): Promise<void> {
  if (hook) await hook(trx, { order_id: orderId, lines: [] });
}

/** Runs a write to some orders or their lines, reading what they gave before and after it. */
export type OrderWriteWatch = <T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>) => Promise<T>;

let watch: OrderWriteWatch | null = null;

/**
 * The margins module keeps its rollups by every write that can change an order's margin
 * (decision 069), composed here as the line-cost hook is (server/src/compose.ts).
 */
export function setOrderWriteWatch(next: OrderWriteWatch | null): void {
  watch = next;
}

/** A write to these orders or their lines, watched when the app composed a watch. */
export function watchOrderWrite<T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>): Promise<T> {
  return watch ? watch(trx, orderIds, write) : write();
}
