import type { Db } from '../../db/connection.js';
import { invoicedOrderIds, type HeldStock } from '../orders/index.js';
import { lotCosts, receivedLots } from '../purchasing/index.js';
import { settlePieces, shareAmongLines, type Lot, type Piece } from './fifo.js';
import {
  costsOfOrder,
  rewriteProductCosts,
  rowsOfLots,
  setUnitCost,
  takeStart,
  unitsTaken,
  type CostRow,
  type HeldRow,
} from './repository.js';
import { withMarginRollups } from './rollup-repository.js';

/** Lots read at a time while taking, oldest first. */
const LOT_PAGE = 100;

/**
 * A product's lots from the first not exhausted (lot_units_taken, takeStart) until those read
 * leave `want` units to take, or all of them when they do not (the newest then costs what no lot
 * covers).
 */
async function lotsFor(trx: Db, productId: number, want: number) {
  const lots: Lot[] = [];
  const taken = new Map<number, number>();
  let left = 0;
  const start = await takeStart(trx, productId);
  for (;;) {
    const last = lots[lots.length - 1];
    const page = await receivedLots(trx, productId, {
      ...(last ? { after: { received_at: last.received_at, receipt_id: last.receipt_id } } : start),
      limit: LOT_PAGE,
    });
    const used = await unitsTaken(
      trx,
      page.map((l) => l.receipt_id),
    );
    for (const lot of page) {
      lots.push(lot);
      taken.set(lot.receipt_id, used.get(lot.receipt_id) ?? 0);
      left += Math.max(0, lot.units - (used.get(lot.receipt_id) ?? 0));
    }
    if (page.length < LOT_PAGE || left >= want) break;
  }
  const units = new Map(lots.map((l) => [l.receipt_id, l.units]));
  return { lots, left: (id: number) => (units.get(id) ?? 0) - (taken.get(id) ?? 0) };
}

/**
 * The lots an order's lines hold, settled to what they now hold from stock (decision 063): per
 * product, what the order held before is kept, and only the difference is given back (last
 * taken first) or taken (oldest lot first); the pieces are then shared among the product's lines
 * in line order. Runs in the transaction that moved the stock, after it moved: a product whose
 * pieces change is one whose stock moved, so it is under its lock; the rows of a product whose
 * pieces stay are only moved to their lines' new ids (rewriteProductCosts).
 * Hook point: per product, `before` and `after` are its rows before and after the change.
 * `counted`: the order is in the rollups, which move by what its costs change; else (a new
 * order) it enters them after, costs included (decision 074).
 */
export async function recordOrderCosts(trx: Db, stock: HeldStock, counted: boolean): Promise<void> {
  if (counted) await withMarginRollups(trx, [stock.order_id], () => settleOrderCosts(trx, stock));
  else await settleOrderCosts(trx, stock);
}
async function settleOrderCosts(trx: Db, stock: HeldStock): Promise<void> {
  const held = await costsOfOrder(trx, stock.order_id);
  const products = [...new Set([...stock.lines.map((l) => l.product_id), ...held.map((r) => r.product_id)])];
  for (const productId of products.sort((a, b) => a - b)) {
    const before = held.filter((r) => r.product_id === productId);
    const { after, lots } = await settledRows(trx, stock, productId, before);
    await rewriteProductCosts(trx, productId, { before, after, lots: new Map(lots.map((l) => [l.receipt_id, l])) });
  }
}

/** An order's rows of one product once its lines hold what they now hold (FIFO, fifo.ts). */
async function settledRows(trx: Db, stock: HeldStock, productId: number, before: readonly HeldRow[]) {
  const lines = stock.lines.filter((l) => l.product_id === productId);
  const needed = lines.reduce((sum, l) => sum + l.held_units, 0);
  const held = mergePieces(before);
  const have = held.reduce((sum, p) => sum + p.units, 0);
  const { lots, left } = needed > have ? await lotsFor(trx, productId, needed - have) : { lots: [], left: () => 0 };
  // Held pieces keep their order: lots first (oldest first), then what no lot covered.
  const pieces = settlePieces(held, needed, lots, left);
  const after = shareAmongLines(pieces, lines).map(({ line, piece }): CostRow => ({
    order_id: stock.order_id,
    order_line_id: line.id,
    product_id: productId,
    ...piece,
  }));
  return { after, lots };
}

/** An order's rows of one product as pieces, one per lot (rows of no lot kept apart, last). */
function mergePieces(
  rows: readonly { receipt_id: number | null; units: number; unit_cost_cents: number | null; estimated: number }[],
): Piece[] {
  const pieces: Piece[] = [];
  for (const r of rows) {
    const same = r.receipt_id !== null ? pieces.find((p) => p.receipt_id === r.receipt_id) : undefined;
    if (same) same.units += r.units;
    else
      pieces.push({
        receipt_id: r.receipt_id,
        units: r.units,
        unit_cost_cents: r.unit_cost_cents === null ? null : Number(r.unit_cost_cents),
        estimated: r.estimated === 1 ? 1 : 0,
      });
  }
  return [...pieces.filter((p) => p.receipt_id !== null), ...pieces.filter((p) => p.receipt_id === null)];
}

/**
 * Purchasing's listener (decision 062), called under the locks of the lots' products: lots whose
 * landed cost changed. The rows of orders not yet invoiced take the new cost; an invoiced order
 * keeps the cost it was invoiced with (an invoice's margin never changes after the fact), except
 * a cost not known yet (a foreign lot without a rate), which any order's row takes once it is
 * known: filling an unknown cost changes no margin ever shown. Gives the orders whose cost changed.
 * Hook point: `moved` are the rows whose cost changes, with the cost they had.
 */
export async function landedCostChanged(trx: Db, receiptIds: number[]): Promise<{ order_ids: number[] }> {
  const rows = await rowsOfLots(trx, receiptIds);
  const invoiced = await invoicedOrderIds(trx, [...new Set(rows.map((r) => r.order_id))]);
  const costs = await lotCosts(trx, receiptIds);
  const moved = rows.flatMap((r) => {
    const was = r.unit_cost_cents === null ? null : Number(r.unit_cost_cents);
    const now = costs.get(r.receipt_id!) ?? null;
    const open = !invoiced.has(r.order_id) || (was === null && now !== null);
    return open && now !== was ? [{ ...r, was, now }] : [];
  });
  const byCost = new Map<number | null, number[]>();
  for (const r of moved) byCost.set(r.now, [...(byCost.get(r.now) ?? []), r.id]);
  const orderIds = [...new Set(moved.map((r) => r.order_id))].sort((a, b) => a - b);
  await withMarginRollups(trx, orderIds, async () => {
    for (const [cost, ids] of byCost) await setUnitCost(trx, ids, cost);
  });
  return { order_ids: orderIds };
}
