import type { Db } from '../../../db/connection.js';
import type { heldStock } from '../reads/margin-lines.js';

/** What an order holds from stock once it moved, per line in base units (what the hooks are given). */
export type HeldStock = NonNullable<Awaited<ReturnType<typeof heldStock>>>;

/** Runs a write to some orders or their lines, reading what they gave before and after it. */
export type OrderWriteWatch = <T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>) => Promise<T>;

/**
 * What the margins module does when orders change (issue 37 item 6, decisions 063 and 069),
 * composed by the app (server/src/compose.ts): orders does not know the margins module, which
 * reads orders. Set once at start; tests of orders alone run without them.
 */
export interface MarginHooks {
  /**
   * Settles the lots an order's lines hold to what they now hold from stock. `counted`: the
   * order is in the rollups, which move by what the costs change; else it enters them after,
   * costs included (enterRollups).
   */
  recordCosts(trx: Db, stock: HeldStock, counted: boolean): Promise<void>;
  /** A write to orders in the rollups: they move by what it changed. */
  watch: OrderWriteWatch;
  /** Orders written in this transaction enter the rollups as they now are. */
  added(trx: Db, orderIds: readonly number[]): Promise<void>;
}

let hooks: MarginHooks | null = null;

export function setMarginHooks(next: MarginHooks | null): void {
  hooks = next;
}

export function marginHooks(): MarginHooks | null {
  return hooks;
}

/** A write to these orders or their lines, watched when the app composed the hooks. */
export function watchOrderWrite<T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>): Promise<T> {
  return hooks ? hooks.watch(trx, orderIds, write) : write();
}
