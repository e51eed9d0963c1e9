import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

/**
 * The aging's settlements (decision 068) are payments' rows, written under the customer's
 * allocation lock: a payment never writes the row of the order it pays. Session 47's
 * orders.settled_on did (commit 2c1ece3, reverted in 50388dd), after that lock, while a cancel or
 * an edit holds the order's row and then takes the lock: the two deadlocked on PostgreSQL
 * (the review's reproduction, kept here as the regression test).
 */
const NOW = new Date('2026-11-20T13:00:00Z');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let owner: string;
const kit = orderKit(() => t, NOW);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

async function invoiceOf(price: number) {
  const rose = await kit.stocked(50, { price_cents: price });
  const c = await kit.newCustomer();
  const o = await kit.staffOrder<{ id: number; total_cents: number }>(owner, {
    customer_id: c.id,
    date: '2026-11-20',
    lines: [{ product_id: rose.id, quantity: 3 }],
    credit_override_reason: 'test customer',
  } as never);
  return { customerId: c.id, order: o };
}
const pay = (customerId: number, amount: number, orderIds: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/receive',
    payload: { method: 'cheque', customer_id: customerId, amount_cents: amount, order_ids: orderIds },
    ...as(owner),
  });
const settlementOf = (orderId: number) =>
  t.db
    .selectFrom('invoice_settlements')
    .select(['paid_cents', 'steady_from'])
    .where('order_id', '=', orderId)
    .executeTakeFirst()
    .then((r) => r && { paid_cents: Number(r.paid_cents), steady_from: r.steady_from });

it.skipIf(!onPostgres)('a payment recorded while a staff cancel holds the invoice: no deadlock (PostgreSQL)', async () => {
  const { customerId, order } = await invoiceOf(100);
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  // As applyMove then fitInvoiceAllocations: the order row, then the customer's allocation lock.
  const cancel = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forNoKeyUpdate().execute();
    locked();
    await new Promise((r) => setTimeout(r, 1500));
    await sql`select pg_advisory_xact_lock(${1215}, ${customerId})`.execute(trx);
  });
  await isLocked;
  const paid = pay(customerId, 100, [order.id]);
  const [a, b] = await Promise.allSettled([cancel, paid]);
  expect(a.status === 'rejected' ? String(a.reason) : 'fulfilled').toBe('fulfilled');
  expect(b.status === 'fulfilled' && b.value.statusCode).toBe(200);
  expect(await settlementOf(order.id)).toEqual({ paid_cents: 100, steady_from: '2026-11-20' });
});

it('keeps what a payment pays of the invoice, and what is left of it when the invoice is cancelled', async () => {
  const { customerId, order } = await invoiceOf(200);
  expect(await settlementOf(order.id)).toBeUndefined();
  const paid = await pay(customerId, order.total_cents, [order.id]);
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await settlementOf(order.id)).toEqual({ paid_cents: order.total_cents, steady_from: '2026-11-20' });
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/Orders/${order.id}/update/cancelled`,
    ...as(owner),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // The cancel released the allocation (fitInvoiceAllocations): the invoice is paid nothing now,
  // and the payment is the customer's open credit again.
  expect(await settlementOf(order.id)).toEqual({ paid_cents: 0, steady_from: '2026-11-20' });
  const payment = await t.db
    .selectFrom('payment_settlements')
    .innerJoin('payments', 'payments.id', 'payment_settlements.payment_id')
    .select(['payment_settlements.allocated_cents'])
    .where('payments.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  expect(Number(payment.allocated_cents)).toBe(0);
});
