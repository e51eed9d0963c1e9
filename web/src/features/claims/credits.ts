import type { Claim } from '@shop/contract';

/** The credit an approval proposes, before taxes: the approved quantities at the prices paid. */
export const proposedCredit = (claim: Pick<Claim, 'lines'>, quantities: Record<number, number>) =>
  claim.lines.reduce((sum, l) => sum + (quantities[l.order_line_id] ?? 0) * l.unit_price_cents, 0);

/** Goods returned, credited as the server does: less the restocking fee (a percent of them) and the freight kept back. */
export const lessRestocking = (goodsCents: number, feePercent: number, freightCents = 0) =>
  goodsCents - Math.round((goodsCents * feePercent) / 100) - freightCents;

/** A received return's credit before taxes: the approved goods at the prices paid, less the fee and freight. */
export function receivedCredit(claim: Pick<Claim, 'lines'>, feePercent: number, freightCents: number) {
  const goods = claim.lines.reduce((sum, l) => sum + (l.approved_quantity ?? 0) * l.unit_price_cents, 0);
  return lessRestocking(goods, feePercent, freightCents);
}
