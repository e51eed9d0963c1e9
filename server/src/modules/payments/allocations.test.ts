import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';

const time = travelClock('2026-10-01');
const day = (d: string) => time.to(t.db, d);
const today = () => time.today();

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer, balance } = orderKit(() => t, time.clock.now());

/** A staff order of one untaxed-looking line, confirmed and invoiced at once; its total. */
async function invoice(customerId: number, productId: number, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: today(),
      lines: [{ product_id: productId, quantity }],
      credit_override_reason: 'test customer',
    },
    ...as(staff),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: number; total_cents: number };
}
const receive = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/receive',
    payload: { method: 'cheque', ...payload },
    ...as(staff),
  });
const paidState = async (id: number) => {
  const order = (await t.app.inject({ method: 'GET', url: `/api/Orders/${id}`, ...as(staff) })).json().data.order;
  return [order.paid_cents, order.balance_due_cents, order.payment_status];
};
const lastPaymentId = async (customerId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/customer/Orders/payments/${customerId}`, ...as(staff) })).json().data
    .payments[0].id as number;

describe('payments settle invoices', () => {
  it('settle the oldest open invoices first; the rest is open credit that the next invoice uses', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    await day('2026-10-01');
    const first = await invoice(c.id, product.id, 1);
    await day('2026-10-05');
    const second = await invoice(c.id, product.id, 2);
    await day('2026-10-06');
    const res = await receive({ customer_id: c.id, amount_cents: first.total_cents + 100 });
    expect(res.statusCode).toBe(200);
    expect(await paidState(first.id)).toEqual([first.total_cents, 0, 'paid']);
    expect(await paidState(second.id)).toEqual([100, second.total_cents - 100, 'partial']);

    // Pays the rest of the second and 500 more: 500 of open credit.
    await receive({ customer_id: c.id, amount_cents: second.total_cents - 100 + 500 });
    expect(await paidState(second.id)).toEqual([second.total_cents, 0, 'paid']);
    const third = await invoice(c.id, product.id, 1);
    expect(await paidState(third.id)).toEqual([500, third.total_cents - 500, 'partial']);
    expect(await balance(c.id)).toBe(third.total_cents - 500);
  });

  it('settle the invoices of order_ids in the order given, and refuse one that is not open', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    await day('2026-10-01');
    const a = await invoice(c.id, product.id, 1);
    const b = await invoice(c.id, product.id, 1);
    const other = await newCustomer();
    const foreign = await invoice(other.id, product.id, 1);
    expect((await receive({ customer_id: c.id, amount_cents: 100, order_ids: [foreign.id] })).statusCode).toBe(400);

    await receive({ customer_id: c.id, amount_cents: b.total_cents + 300, order_ids: [b.id, a.id] });
    expect(await paidState(b.id)).toEqual([b.total_cents, 0, 'paid']);
    expect(await paidState(a.id)).toEqual([300, a.total_cents - 300, 'partial']);
    expect((await receive({ customer_id: c.id, amount_cents: 100, order_ids: [b.id] })).json()).toMatchObject({
      success: false,
      field: 'order_ids.0',
    });
  });

  it('reopen what a reversed payment settled', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    const a = await invoice(c.id, product.id, 1);
    await receive({ customer_id: c.id, amount_cents: a.total_cents });
    expect(await paidState(a.id)).toEqual([a.total_cents, 0, 'paid']);
    const paymentId = await lastPaymentId(c.id);
    const reversal = await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/reverse`, ...as(staff) });
    expect(reversal.statusCode).toBe(200);
    expect(await paidState(a.id)).toEqual([0, a.total_cents, 'unpaid']);
    // A reversed payment is no open credit either: the next invoice stays unpaid.
    const b = await invoice(c.id, product.id, 1);
    expect(await paidState(b.id)).toEqual([0, b.total_cents, 'unpaid']);
  });

  it('give a cancelled invoice’s payment back as open credit', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    const a = await invoice(c.id, product.id, 1);
    await receive({ customer_id: c.id, amount_cents: a.total_cents });
    const moved = await t.app.inject({ method: 'PUT', url: `/api/Orders/${a.id}/update/cancelled`, ...as(staff) });
    expect(moved.statusCode).toBe(200);
    const b = await invoice(c.id, product.id, 1);
    expect(await paidState(b.id)).toEqual([b.total_cents, 0, 'paid']);
  });

  it('let staff re-allocate a payment to other open invoices of the customer', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    await day('2026-10-01');
    const a = await invoice(c.id, product.id, 1);
    const b = await invoice(c.id, product.id, 1);
    await receive({ customer_id: c.id, amount_cents: 800 });
    const paymentId = await lastPaymentId(c.id);
    expect(await paidState(a.id)).toEqual([800, a.total_cents - 800, 'partial']);

    const url = `/api/payments/${paymentId}/allocations`;
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      payload: { allocations: [{ order_id: b.id, amount_cents: 500 }] },
      ...as(staff),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.allocation).toMatchObject({ amount_cents: 800, unallocated_cents: 300 });
    expect(await paidState(a.id)).toEqual([0, a.total_cents, 'unpaid']);
    expect(await paidState(b.id)).toEqual([500, b.total_cents - 500, 'partial']);

    const tooMuch = await t.app.inject({
      method: 'PUT',
      url,
      payload: { allocations: [{ order_id: b.id, amount_cents: 900 }] },
      ...as(staff),
    });
    expect(tooMuch.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url, ...as(staff) });
    expect(read.json().data.allocation.allocations).toMatchObject([{ order_id: b.id, amount_cents: 500 }]);
  });

  it('never settle more than an invoice owes under concurrent payments', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer();
    const a = await invoice(c.id, product.id, 1);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => receive({ customer_id: c.id, amount_cents: Math.ceil(a.total_cents / 4) })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await paidState(a.id)).toEqual([a.total_cents, 0, 'paid']);
  });
});
