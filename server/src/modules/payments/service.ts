import {
  DEFAULT_PAYMENT_CHANNEL,
  type CustomerDetail,
  type PaymentAllocations,
  type PaymentReceive,
  type Reallocate,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import { businessDate } from '../../lib/business-date.js';
import { presentCustomerDetail, getCustomerOrThrow } from '../customers/index.js';
import { moveBalance } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';

/** Who acts, from the route: the staff member and the request's address (the audit trail). */
export type PaymentActor = { id: number; ip?: string | null };
import { presentAllocations, releasePayment, replaceAllocations, settleInvoices } from './allocations.js';
import { findPayment, findReversalOf, insertPayment } from './repository.js';

/**
 * Records a payment and lowers the balance in the same transaction; the payment settles the
 * invoices of `order_ids` in that order, else the oldest open ones (settleInvoices).
 */
export async function receivePayment(
  deps: { db: Db; clock: Clock },
  staff: PaymentActor,
  input: PaymentReceive,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  const staffId = staff.id;
  return db.transaction().execute(async (trx) => {
    await getCustomerOrThrow(trx, input.customer_id);
    const today = businessDate(clock.now());
    if (input.received_on && input.received_on > today) throw new DomainError('PAYMENT_FUTURE_DATE');
    const now = clock.now().toISOString();
    const receivedOn = input.received_on ?? today;
    const payment = await insertPayment(trx, {
      customer_id: input.customer_id,
      amount_cents: input.amount_cents,
      method: input.method,
      channel: input.channel ?? DEFAULT_PAYMENT_CHANNEL,
      reference: input.reference ?? null,
      received_on: receivedOn,
      reverses_payment_id: null,
      created_by: staffId,
      created_at: now,
    });
    await moveBalance(trx, {
      customerId: input.customer_id,
      kind: 'payment',
      amountCents: -input.amount_cents,
      document: { type: 'payment', id: payment.id, number: input.reference ?? null },
      actor: { by: { id: staffId }, nowIso: now, today },
    });
    await recordAudit(
      trx,
      { by: { id: staffId, ip: staff.ip ?? null }, nowIso: now },
      {
        entity: 'payment',
        entityId: payment.id,
        action: 'receive',
        changes: {
          customer_id: [null, input.customer_id],
          amount_cents: [null, input.amount_cents],
          method: [null, input.method],
          channel: [null, input.channel ?? DEFAULT_PAYMENT_CHANNEL],
          reference: [null, input.reference ?? null],
          received_on: [null, receivedOn],
        },
      },
    );
    await settleInvoices(
      trx,
      { id: payment.id, customer_id: input.customer_id, amount_cents: input.amount_cents, received_on: receivedOn },
      input.order_ids,
      { by: staffId, at: now },
    );
    return presentCustomerDetail(await getCustomerOrThrow(trx, input.customer_id));
  });
}

/**
 * Payments are never edited: a mistake is corrected by a reversing entry of the opposite
 * amount, linked to the original (once), so that the history stays complete.
 */
export async function reversePayment(
  deps: { db: Db; clock: Clock },
  staff: PaymentActor,
  paymentId: number,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  const staffId = staff.id;
  return db.transaction().execute(async (trx) => {
    const original = await findPayment(trx, paymentId);
    if (!original || original.reverses_payment_id !== null) throw new DomainError('PAYMENT_NOT_FOUND');
    if (await findReversalOf(trx, original.id)) throw new DomainError('PAYMENT_ALREADY_REVERSED');
    const now = clock.now();
    // Two reversals at once: the unique reverses_payment_id refuses the second (409).
    const reversal = await failOnUnique(
      () =>
        insertPayment(trx, {
          customer_id: original.customer_id,
          amount_cents: -original.amount_cents,
          method: original.method,
          // Taken back where it was taken: an in-house reversal shows in that day's cash count.
          channel: original.channel,
          reference: original.reference,
          received_on: businessDate(now),
          reverses_payment_id: original.id,
          created_by: staffId,
          created_at: now.toISOString(),
        }),
      () => new DomainError('PAYMENT_ALREADY_REVERSED'),
    );
    await moveBalance(trx, {
      customerId: original.customer_id,
      kind: 'payment_reversal',
      amountCents: original.amount_cents,
      document: { type: 'payment', id: reversal.id, number: original.reference },
      actor: { by: { id: staffId }, nowIso: now.toISOString(), today: businessDate(now) },
    });
    await releasePayment(trx, original, businessDate(now));
    await recordAudit(
      trx,
      { by: { id: staffId, ip: staff.ip ?? null }, nowIso: now.toISOString() },
      {
        entity: 'payment',
        entityId: original.id,
        action: 'reverse',
        changes: { reversed_by_payment_id: [null, reversal.id], amount_cents: [original.amount_cents, 0] },
      },
    );
    return presentCustomerDetail(await getCustomerOrThrow(trx, original.customer_id));
  });
}

/** A payment that can settle invoices: one received, not a reversal, not reversed. */
async function livePayment(db: Db, paymentId: number) {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.reverses_payment_id !== null) throw new DomainError('PAYMENT_NOT_FOUND');
  return payment;
}

/** GET /api/payments/{id}/allocations: the invoices a payment settles and what it leaves open. */
export async function paymentAllocations(db: Db, paymentId: number): Promise<PaymentAllocations> {
  const payment = await livePayment(db, paymentId);
  return presentAllocations(db, payment);
}

/** PUT /api/payments/{id}/allocations: staff move a payment to other invoices of the customer. */
export async function reallocatePayment(
  deps: { db: Db; clock: Clock },
  staff: PaymentActor,
  paymentId: number,
  input: Reallocate,
): Promise<PaymentAllocations> {
  return deps.db.transaction().execute(async (trx) => {
    const payment = await livePayment(trx, paymentId);
    if (await findReversalOf(trx, payment.id)) throw new DomainError('PAYMENT_ALREADY_REVERSED');
    const now = deps.clock.now().toISOString();
    const before = await presentAllocations(trx, payment);
    await replaceAllocations(trx, payment, input.allocations, { by: staff.id, at: now });
    const after = await presentAllocations(trx, payment);
    const settled = (a: PaymentAllocations) =>
      Object.fromEntries(a.allocations.map((l) => [l.order_id, l.amount_cents]));
    await recordAudit(
      trx,
      { by: { id: staff.id, ip: staff.ip ?? null }, nowIso: now },
      {
        entity: 'payment',
        entityId: payment.id,
        action: 'reallocate',
        changes: { allocations: [settled(before), settled(after)] },
      },
    );
    return after;
  });
}
