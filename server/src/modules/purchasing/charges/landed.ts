import type { Db } from '../../../db/connection.js';
import { lockProducts, type LockedProduct } from '../../inventory/index.js';
import {
  orderCharges,
  orderReceipts,
  productLots,
  productsFirstLots,
  receiptLandedCosts,
  setLandedCost,
  type LotStart,
} from './repository.js';
import { effectiveRateE6, landedCostsE4 } from './spread.js';

/**
 * What the app plugs in (decision 062): told, inside the transaction that changed them, which
 * receipts' landed costs changed, it recomputes what depends on them (the margins module's costs
 * of the order lines that took from those lots) and says which sales (orders) changed. Purchasing
 * does not know who listens; without a listener no sale changes.
 */
export type LandedCostChanged = (trx: Db, receiptIds: number[]) => Promise<{ order_ids: number[] }>;

/**
 * Every path that changes a lot's landed cost takes, right after the purchase order's row, the
 * locks of the products of all the order's receipts (and of those it is receiving), in id order,
 * in one call (decision 063); gives them as lockProducts does: what the listener writes of a product's lots (the costs of the
 * sales that took them) is then written under that product's lock, as every sale's take is.
 * The purchase order row comes first, the products after, as decision 008 has an order's row
 * before its products; no path takes a purchase order's row after a product.
 */
export async function lockLotProducts(trx: Db, orderId: number, receiving: readonly number[] = []) {
  const products = new Set([...(await orderReceipts(trx, orderId)).map((r) => r.product_id), ...receiving]);
  return products.size > 0
    ? lockProducts(
        trx,
        [...products].sort((a, b) => a - b),
      )
    : new Map<number, LockedProduct>();
}

/**
 * Writes again the landed cost of each receipt of the order from its charges, rate and receipts;
 * returns the ids of the receipts whose landed cost changed.
 */
export async function recomputeLanded(
  trx: Db,
  order: { id: number; currency: string; exchange_rate_e6: number | null },
): Promise<number[]> {
  const [receipts, charges] = await Promise.all([orderReceipts(trx, order.id), orderCharges(trx, order.id)]);
  const landed = landedCostsE4(
    receipts.map((r) => ({ ...r, unit_cost_cents: Number(r.unit_cost_cents) })),
    charges.map((c) => ({ amount_cents: Number(c.amount_cents), spread: c.spread })),
    effectiveRateE6(order),
  );
  const changed: number[] = [];
  for (const r of receipts) {
    const now = landed.get(r.id) ?? null;
    if (now === (r.landed_cost_e4 === null ? null : Number(r.landed_cost_e4))) continue;
    await setLandedCost(trx, r.id, now);
    changed.push(r.id);
  }
  return changed;
}

/** Recomputes the order's landed costs and tells the listener, when one is plugged in, of those that changed. */
export async function landedCostChanged(
  trx: Db,
  order: { id: number; currency: string; exchange_rate_e6: number | null },
  listener: LandedCostChanged | undefined,
): Promise<number[]> {
  const changed = await recomputeLanded(trx, order);
  if (changed.length === 0 || !listener) return [];
  const { order_ids } = await listener(trx, changed);
  return [...new Set(order_ids)].sort((a, b) => a - b);
}

export interface ReceivedLot {
  receipt_id: number;
  received_at: string;
  /** Units that entered stock (damaged ones excluded), in the product's stock unit. */
  units: number;
  /**
   * Landed cost per unit in CAD cents, to a ten-thousandth of a cent: cost × the order's rate +
   * the receipt's share of its charges (cost × rate while it has none); null while a foreign
   * order's rate is not typed.
   */
  landed_unit_cost_cents: number | null;
}

/**
 * A product's received lots, in the order they came (received_at, then id), for first-in
 * first-out costing (issue 37 item 6). `after` pages on after a lot, `from` starts at a lot (that
 * lot included), `limit` caps the page; all optional (all lots otherwise, from the index on
 * product and date).
 */
export async function receivedLots(
  db: Db,
  productId: number,
  options: {
    after?: { received_at: string; receipt_id: number };
    from?: { received_at: string; receipt_id: number };
    limit?: number;
  } = {},
): Promise<ReceivedLot[]> {
  return (await productLots(db, productId, options)).map(asLot);
}

const asLot = (r: { id: number; received_at: string; stocked_units: number; landed_cost_e4: number | null }) => ({
  receipt_id: r.id,
  received_at: r.received_at,
  units: r.stocked_units,
  landed_unit_cost_cents: r.landed_cost_e4 === null ? null : Number(r.landed_cost_e4) / 10_000,
});

export type { LotStart };

/**
 * receivedLots for a page of products in one query: each product's first `limit` lots from its
 * start (`from` a lot, `after` one, or its first); a product with none there is left out.
 */
export async function firstLotsOf(
  db: Db,
  starts: readonly LotStart[],
  limit: number,
): Promise<Map<number, ReceivedLot[]>> {
  const out = new Map<number, ReceivedLot[]>();
  for (const r of await productsFirstLots(db, starts, limit))
    out.set(r.product_id, [...(out.get(r.product_id) ?? []), asLot(r)]);
  return out;
}

/** The landed cost per unit in CAD cents of these receipts (as receivedLots gives it; null: not known). */
export async function lotCosts(db: Db, receiptIds: readonly number[]): Promise<Map<number, number | null>> {
  const rows = await receiptLandedCosts(db, receiptIds);
  return new Map(rows.map((r) => [r.id, r.landed_cost_e4 === null ? null : Number(r.landed_cost_e4) / 10_000]));
}
