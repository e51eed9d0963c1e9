import type { OpenInvoice } from '@shop/contract/receivables';

/** What a payment being recorded will settle: each invoice's share, and what stays open credit. */
export interface SettlementPreview {
  /** The invoices it settles, in the order the server settles them, with their share. */
  shares: { invoice: OpenInvoice; amount_cents: number }[];
  remainder_cents: number;
}

/**
 * The server's rule (payments/allocations.ts, settleInvoices), shown before the clerk saves:
 * the ticked invoices in the list's order (oldest first) each take what they owe until the
 * amount runs out; none ticked, the oldest open invoices do. What is left is open credit.
 */
export function settlementPreview(
  amountCents: number,
  invoices: OpenInvoice[],
  ticked: ReadonlySet<number>,
): SettlementPreview {
  const targets = ticked.size > 0 ? invoices.filter((i) => ticked.has(i.order_id)) : invoices;
  const shares: SettlementPreview['shares'] = [];
  let left = Math.max(0, amountCents);
  for (const invoice of targets) {
    if (left <= 0) break;
    const share = Math.min(left, invoice.balance_due_cents);
    if (share > 0) shares.push({ invoice, amount_cents: share });
    left -= share;
  }
  return { shares, remainder_cents: left };
}

/** The order ids the form sends: the ticked ones in the list's order, or none (oldest first). */
export function tickedOrderIds(invoices: OpenInvoice[], ticked: ReadonlySet<number>): number[] | undefined {
  const ids = invoices.filter((i) => ticked.has(i.order_id)).map((i) => i.order_id);
  return ids.length > 0 ? ids : undefined;
}
