import {
  daysBetween,
  type Allocation,
  type OrderPayment,
  type PaymentAllocations,
  type PaymentStatus,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import {
  allocationsOfOrder,
  allocationsOfPayment,
  insertAllocations,
  lockCustomerAllocations,
  openCreditsOf,
  openInvoices,
  releaseAllocation,
  releasePaymentAllocations,
  type OpenInvoiceRow,
} from './allocation-repository.js';

/** Who and when, for the allocation rows. */
export interface AllocationStamp {
  by: number | null;
  at: string;
}

/**
 * New allocation rows, counting from `on` (a payment's own day when it is received, else the
 * business day of the stamp): rows are only ever added and released, never changed (0018).
 */
async function allocate(
  trx: Db,
  parts: { payment_id: number; order_id: number; amount_cents: number }[],
  stamp: AllocationStamp,
  on: string = businessDate(new Date(stamp.at)),
): Promise<void> {
  await insertAllocations(
    trx,
    parts.map((p) => ({ ...p, created_by: stamp.by, created_at: stamp.at, allocated_on: on, released_on: null })),
  );
}

/** Spreads an amount over open amounts in their order: each gets what it lacks until none is left. */
function spread<K>(amount: number, open: { key: K; open: number }[]): { key: K; amount: number }[] {
  const parts: { key: K; amount: number }[] = [];
  let left = amount;
  for (const item of open) {
    if (left <= 0) break;
    const part = Math.min(left, item.open);
    if (part > 0) parts.push({ key: item.key, amount: part });
    left -= part;
  }
  return parts;
}

const openOf = (i: OpenInvoiceRow) => i.total_cents - i.paid_cents;

/**
 * A payment settles invoices (issue 12, item 3): those of `orderIds` in the order given, else
 * the customer's oldest open invoices first. What is left is the customer's open credit, which
 * the next invoices use (applyOpenCredit). In the caller's transaction.
 */
export async function settleInvoices(
  trx: Db,
  payment: { id: number; customer_id: number; amount_cents: number; received_on: string },
  orderIds: number[] | undefined,
  stamp: AllocationStamp,
): Promise<void> {
  await lockCustomerAllocations(trx, payment.customer_id);
  let invoices = await openInvoices(trx, payment.customer_id, orderIds);
  if (orderIds) {
    const found = new Map(invoices.map((i) => [i.order_id, i]));
    const missing = orderIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw new DomainError('PAYMENT_INVOICE_NOT_OPEN', undefined, { field: `order_ids.${missing}` });
    invoices = orderIds.map((id) => found.get(id)).filter((i) => i !== undefined);
  }
  const parts = spread(
    payment.amount_cents,
    invoices.map((i) => ({ key: i.order_id, open: openOf(i) })),
  );
  // What a payment settles when received counts from the day it was received.
  await allocate(
    trx,
    parts.map((p) => ({ payment_id: payment.id, order_id: p.key, amount_cents: p.amount })),
    stamp,
    payment.received_on,
  );
}

/** A new invoice takes what the customer's open credit (payments not yet allocated) can pay of it. */
export async function applyOpenCredit(
  trx: Db,
  invoice: { id: number; customer_id: number; total_cents: number },
  stamp: AllocationStamp,
): Promise<void> {
  if (invoice.total_cents <= 0) return;
  await lockCustomerAllocations(trx, invoice.customer_id);
  const credits = await openCreditsOf(trx, invoice.customer_id);
  const parts = spread(
    invoice.total_cents,
    credits.map((c) => ({ key: c.payment_id, open: c.unallocated_cents })),
  );
  await allocate(
    trx,
    parts.map((p) => ({ payment_id: p.key, order_id: invoice.id, amount_cents: p.amount })),
    stamp,
  );
}

/** A reversed payment settles nothing any more from `on`: the invoices it paid are open again. */
export async function releasePayment(trx: Db, payment: { id: number; customer_id: number }, on: string): Promise<void> {
  await lockCustomerAllocations(trx, payment.customer_id);
  await releasePaymentAllocations(trx, payment.id, on);
}

/**
 * An invoice whose total went down (an edit) or that is cancelled (`total` 0) keeps at most its
 * total allocated: the newest allocations give back the excess, which is open credit again.
 */
export async function fitInvoiceAllocations(
  trx: Db,
  invoice: { id: number; customer_id: number; total_cents: number },
  stamp: AllocationStamp,
): Promise<void> {
  await lockCustomerAllocations(trx, invoice.customer_id);
  const today = businessDate(new Date(stamp.at));
  const rows = await allocationsOfOrder(trx, invoice.id);
  let excess = rows.reduce((s, r) => s + Number(r.amount_cents), 0) - Math.max(0, invoice.total_cents);
  for (const row of rows) {
    if (excess <= 0) break;
    const give = Math.min(excess, Number(row.amount_cents));
    // The row stays as it was until today; what it still settles is a new row from today.
    await releaseAllocation(trx, row.id, today);
    const kept = Number(row.amount_cents) - give;
    if (kept > 0)
      await allocate(trx, [{ payment_id: row.payment_id, order_id: row.order_id, amount_cents: kept }], stamp, today);
    excess -= give;
  }
}

/**
 * Staff re-allocate a payment: its allocations are replaced by `allocations` (each to an open
 * invoice of the same customer, at most what it owes once this payment's own share is released;
 * in all at most the payment). What is not allocated stays open credit.
 */
export async function replaceAllocations(
  trx: Db,
  payment: { id: number; customer_id: number; amount_cents: number },
  allocations: Allocation[],
  stamp: AllocationStamp,
): Promise<void> {
  await releasePayment(trx, payment, businessDate(new Date(stamp.at)));
  const total = allocations.reduce((s, a) => s + a.amount_cents, 0);
  if (total > payment.amount_cents)
    throw new DomainError('ALLOCATION_OVER_PAYMENT', undefined, { field: 'allocations' });
  const open = new Map(
    (
      await openInvoices(
        trx,
        payment.customer_id,
        allocations.map((a) => a.order_id),
      )
    ).map((i) => [i.order_id, openOf(i)]),
  );
  const seen = new Set<number>();
  allocations.forEach((a, i) => {
    const owed = open.get(a.order_id);
    if (owed === undefined || seen.has(a.order_id))
      throw new DomainError('PAYMENT_INVOICE_NOT_OPEN', undefined, { field: `allocations.${i}.order_id` });
    if (a.amount_cents > owed)
      throw new DomainError('ALLOCATION_OVER_INVOICE', undefined, { field: `allocations.${i}.amount_cents` });
    seen.add(a.order_id);
  });
  await allocate(
    trx,
    allocations.map((a) => ({ payment_id: payment.id, order_id: a.order_id, amount_cents: a.amount_cents })),
    stamp,
  );
}

export async function presentAllocations(
  db: Db,
  payment: { id: number; amount_cents: number },
): Promise<PaymentAllocations> {
  const rows = await allocationsOfPayment(db, payment.id);
  const allocated = rows.reduce((s, r) => s + Number(r.amount_cents), 0);
  return {
    payment_id: payment.id,
    amount_cents: payment.amount_cents,
    unallocated_cents: payment.amount_cents - allocated,
    allocations: rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) })),
  };
}

/**
 * What an order has been paid and still owes on `today` (API.md, Money). An order not cancelled
 * owes its total less what payments allocated to it (a pending order is owed once confirmed);
 * a credit note, a prebooking or a cancelled order owes nothing. Overdue counts from the due
 * date of an issued invoice.
 */
export function orderPayment(
  order: { type: string; status: string; invoice_number: string | null; total_cents: number; due_on: string | null },
  paidCents: number,
  today: string,
): OrderPayment {
  const owes = order.type === 'order' && order.status !== 'cancelled';
  const due = owes ? Math.max(0, order.total_cents - paidCents) : 0;
  const status: PaymentStatus = owes && due === 0 ? 'paid' : paidCents > 0 ? 'partial' : 'unpaid';
  const late = owes && due > 0 && order.invoice_number && order.due_on ? daysBetween(order.due_on, today) : 0;
  return {
    paid_cents: paidCents,
    balance_due_cents: due,
    payment_status: owes ? status : 'unpaid',
    due_on: order.due_on,
    days_overdue: Math.max(0, late),
  };
}
