/**
 * First in, first out (decision 063), a pure computation: what one order holds of one product,
 * as pieces of lots in the order the lots were received, then what no lot covered.
 */

/** A received lot of a product (purchasing's receivedLots), oldest first. */
export interface Lot {
  receipt_id: number;
  received_at: string;
  units: number;
  landed_unit_cost_cents: number | null;
}

/** Units of one lot (or of no lot: `receipt_id` null) an order holds, at their cost per unit. */
export interface Piece {
  receipt_id: number | null;
  units: number;
  unit_cost_cents: number | null;
  estimated: 0 | 1;
}

/**
 * An order's pieces of one product once it holds `needed` base units: holding less gives back
 * the last pieces first (stock no lot covered, then the newest lots), so the oldest stay with the
 * sale; holding more takes what is left of each lot, oldest first (`left`: the lot's units less
 * what every order holds of it), and the rest is stock no lot covered, at the newest lot's cost
 * (estimated) or not known when the product has none.
 */
export function settlePieces(
  held: readonly Piece[],
  needed: number,
  lots: readonly Lot[],
  left: (receiptId: number) => number,
): Piece[] {
  const pieces = held.map((p) => ({ ...p }));
  let have = pieces.reduce((sum, p) => sum + p.units, 0);
  while (have > needed) {
    const last = pieces[pieces.length - 1]!;
    const give = Math.min(last.units, have - needed);
    last.units -= give;
    have -= give;
    if (last.units === 0) pieces.pop();
  }
  if (have === needed) return pieces;
  const lotPieces = pieces.filter((p) => p.receipt_id !== null);
  const uncovered = pieces.filter((p) => p.receipt_id === null);
  for (const lot of lots) {
    if (have === needed) break;
    const take = Math.min(needed - have, left(lot.receipt_id));
    if (take <= 0) continue;
    const same = lotPieces.find((p) => p.receipt_id === lot.receipt_id);
    if (same) same.units += take;
    else
      lotPieces.push({
        receipt_id: lot.receipt_id,
        units: take,
        unit_cost_cents: lot.landed_unit_cost_cents,
        estimated: 0,
      });
    have += take;
  }
  if (have < needed) {
    const latest = [...lots].reverse().find((l) => l.landed_unit_cost_cents !== null);
    const cost = latest ? latest.landed_unit_cost_cents : null;
    uncovered.push({ receipt_id: null, units: needed - have, unit_cost_cents: cost, estimated: cost === null ? 0 : 1 });
  }
  // In the lots' order; a held lot the take did not read (the take starts at the first lot not
  // exhausted) is older than the first read when its receipt came before (ids follow receipts).
  const order = new Map(lots.map((l, i) => [l.receipt_id, i]));
  const first = lots[0]?.receipt_id ?? Infinity;
  const rank = (id: number) => order.get(id) ?? (id < first ? -1 : lots.length);
  lotPieces.sort((a, b) => rank(a.receipt_id!) - rank(b.receipt_id!));
  return [...lotPieces, ...uncovered];
}

/** Shares an order's pieces of one product among its lines of that product, in line order. */
export function shareAmongLines<L extends { id: number; held_units: number }>(
  pieces: readonly Piece[],
  lines: readonly L[],
): { line: L; piece: Piece }[] {
  const queue = pieces.map((p) => ({ ...p }));
  const out: { line: L; piece: Piece }[] = [];
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    let want = line.held_units;
    while (want > 0 && queue.length > 0) {
      const head = queue[0]!;
      const units = Math.min(want, head.units);
      out.push({ line, piece: { ...head, units } });
      head.units -= units;
      want -= units;
      if (head.units === 0) queue.shift();
    }
  }
  return out;
}

/** A line's cost in cents from its pieces: null when one of them is not known. */
export function costOf(pieces: readonly { units: number; unit_cost_cents: number | null }[]): number | null {
  let total = 0;
  for (const p of pieces) {
    if (p.unit_cost_cents === null) return null;
    total += p.units * p.unit_cost_cents;
  }
  return Math.round(total);
}
