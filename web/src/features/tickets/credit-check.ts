import type { CreditHoldReason, CreditStatus, Order, OrderType } from '@shop/contract';

/**
 * What saving the form adds to the customer's balance, as the server's credit control counts it
 * (docs/decisions/015-receivables.md): a new order, its total; an invoiced order edited, what it
 * grows by. Null when the save is not checked: a prebooking or a credit note, an invoiced order
 * that does not grow, a pending order edited (checked when it is confirmed).
 */
export function creditAddedCents(
  type: OrderType,
  totalCents: number,
  edited: Pick<Order, 'invoice_number' | 'total_cents'> | null,
): number | null {
  if (type !== 'order') return null;
  if (!edited) return totalCents;
  const difference = totalCents - edited.total_cents;
  return edited.invoice_number && difference > 0 ? difference : null;
}

/** Why the server would hold the save: the rule of server/src/modules/orders/placement/credit-control.ts. */
export function creditHoldOf(status: CreditStatus, addedCents: number): CreditHoldReason | null {
  if (status.credit_limit_cents !== null && status.balance_cents + addedCents > status.credit_limit_cents)
    return 'over_limit';
  if (status.overdue_cents > 0 && status.oldest_overdue_days > status.hold_after_days) return 'overdue';
  return null;
}
