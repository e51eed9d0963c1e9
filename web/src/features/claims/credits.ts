import type { Claim } from '@shop/contract';

/** The credit an approval proposes, before taxes: the approved quantities at the prices paid. */
export const proposedCredit = (claim: Pick<Claim, 'lines'>, quantities: Record<number, number>) =>
  claim.lines.reduce((sum, l) => sum + (quantities[l.order_line_id] ?? 0) * l.unit_price_cents, 0);

/**
 * A received return's credit before taxes, as the server computes it: the approved goods at
 * the prices paid, less the restocking fee (a percent of them) and the freight kept back.
 */
export function receivedCredit(claim: Pick<Claim, 'lines'>, feePercent: number, freightCents: number) {
  const goods = claim.lines.reduce((sum, l) => sum + (l.approved_quantity ?? 0) * l.unit_price_cents, 0);
  return goods - Math.round((goods * feePercent) / 100) - freightCents;
}
