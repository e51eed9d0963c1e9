/**
 * The landed cost of each receipt of a purchase order (issue 37 item 5; decision 062), a pure
 * computation: each charge is spread over the receipts that put units in stock, by full-box
 * equivalents (stocked units ÷ the line's units per box) or by value (stocked units × cost ×
 * rate), as the charge says; a receipt's landed cost per unit is its cost × the rate plus its
 * share ÷ its stocked units. Shares are kept exact until the end; the landed cost is then rounded,
 * half away from zero, to a ten-thousandth of a cent (what landed_cost_e4 stores).
 */

export interface SpreadReceipt {
  id: number;
  stocked_units: number;
  units_per_box: number;
  /** Per unit, in the order's currency. */
  unit_cost_cents: number;
}
export interface SpreadCharge {
  amount_cents: number;
  spread: 'boxes' | 'value';
}

/** CAD per unit of the order's currency, in millionths: 1 for a CAD order, null when a foreign order has none typed. */
export function effectiveRateE6(order: { currency: string; exchange_rate_e6: number | null }): number | null {
  return order.currency === 'CAD' ? 1_000_000 : order.exchange_rate_e6;
}

/** Per receipt id, its landed cost per stocked unit in ten-thousandths of a cent (null without a rate or stocked unit). */
export function landedCostsE4(
  receipts: readonly SpreadReceipt[],
  charges: readonly SpreadCharge[],
  rateE6: number | null,
): Map<number, number | null> {
  const result = new Map<number, number | null>();
  const stocked = receipts.filter((r) => r.stocked_units > 0);
  for (const r of receipts) result.set(r.id, null);
  if (rateE6 === null) return result;
  const rate = rateE6 / 1_000_000;
  const weights = {
    boxes: stocked.map((r) => r.stocked_units / r.units_per_box),
    value: stocked.map((r) => r.stocked_units * r.unit_cost_cents * rate),
  };
  const total = { boxes: sum(weights.boxes), value: sum(weights.value) };
  const shares = stocked.map(() => 0);
  for (const charge of charges) {
    // Nothing of value received (every cost 0): by value falls back to by boxes.
    const by = charge.spread === 'value' && total.value > 0 ? 'value' : 'boxes';
    stocked.forEach((_, i) => (shares[i]! += (charge.amount_cents * weights[by][i]!) / total[by]));
  }
  stocked.forEach((r, i) => {
    const perUnit = r.unit_cost_cents * rate + shares[i]! / r.stocked_units;
    result.set(r.id, Math.round(perUnit * 10_000));
  });
  return result;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
