import type { Allocation, OpenInvoice, PaymentAllocations } from '@shop/contract/receivables';
import { parseAmount } from '@/lib/money';

/** An invoice the payment may settle, and the most it may take of this payment. */
export interface AllocationTarget {
  order_id: number;
  invoice_number: string;
  /** What this payment settles of it now. */
  current_cents: number;
  /** What it would still owe without this payment's share: the most the payment may put on it. */
  max_cents: number;
  /** Its due date and days late, when it is still open. */
  due_on: string | null;
  days_overdue: number;
}

/**
 * The invoices of the form: those the payment settles now (a fully paid one is no longer open,
 * it can take back at most its share), then the customer's other open invoices, oldest first.
 */
export function allocationTargets(allocation: PaymentAllocations, open: OpenInvoice[]): AllocationTarget[] {
  const current = new Map(allocation.allocations.map((a) => [a.order_id, a]));
  const openIds = new Set(open.map((i) => i.order_id));
  const settledOnly = allocation.allocations
    .filter((a) => !openIds.has(a.order_id))
    .map((a) => ({
      order_id: a.order_id,
      invoice_number: a.invoice_number ?? a.number,
      current_cents: a.amount_cents,
      max_cents: a.amount_cents,
      due_on: null,
      days_overdue: 0,
    }));
  const stillOpen = open.map((i) => {
    const share = current.get(i.order_id)?.amount_cents ?? 0;
    return {
      order_id: i.order_id,
      invoice_number: i.invoice_number,
      current_cents: share,
      max_cents: i.balance_due_cents + share,
      due_on: i.due_on,
      days_overdue: i.days_overdue,
    };
  });
  return [...settledOnly, ...stillOpen];
}

/** Why an amount typed for an invoice is refused (a message key under allocations.errors). */
export type AmountError = 'badAmount' | 'overInvoice';

export interface AllocationCheck {
  /** What the form would send: the invoices given an amount above zero, in the form's order. */
  allocations: Allocation[];
  allocated_cents: number;
  /** What stays open credit; negative when the amounts pass the payment. */
  remainder_cents: number;
  /** The amount errors by order id. */
  errors: Map<number, AmountError>;
  overPayment: boolean;
  valid: boolean;
}

/** Reads the typed amounts (dollars; blank is zero) against each invoice and the payment. */
export function checkAllocation(
  paymentCents: number,
  targets: AllocationTarget[],
  typed: Record<number, string>,
): AllocationCheck {
  const errors = new Map<number, AmountError>();
  const allocations: Allocation[] = [];
  let allocated = 0;
  for (const target of targets) {
    const text = (typed[target.order_id] ?? '').trim();
    const cents = text === '' ? 0 : parseAmount(text, { allowZero: true });
    if (cents === null) {
      errors.set(target.order_id, 'badAmount');
      continue;
    }
    if (cents > target.max_cents) errors.set(target.order_id, 'overInvoice');
    allocated += cents;
    if (cents > 0) allocations.push({ order_id: target.order_id, amount_cents: cents });
  }
  const overPayment = allocated > paymentCents;
  return {
    allocations,
    allocated_cents: allocated,
    remainder_cents: paymentCents - allocated,
    errors,
    overPayment,
    valid: errors.size === 0 && !overPayment,
  };
}

/**
 * Where the server's 400 belongs: `allocations.N.…` names the N-th invoice sent (its order id),
 * anything else the form as a whole (null).
 */
export function refusedInvoice(field: string | undefined, sent: Allocation[]): number | null {
  const match = /^allocations\.(\d+)\./.exec(field ?? '');
  return match ? (sent[Number(match[1])]?.order_id ?? null) : null;
}
