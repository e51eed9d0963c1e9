import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsNewAdmin(t.app, t.db);
});
afterAll(() => t.close());

const as = withCookie;
const receive = (payload: unknown, cookie = staff.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/payment/receive', payload: payload as object, ...as(cookie) });

describe('POST /api/payment/receive', () => {
  it("records the payment and answers SPEC §3's receipt with the updated balance", async () => {
    const c = await createCustomer(t.db);
    const res = await receive({
      customer_id: c.id,
      amount_cents: 12_550,
      method: 'interac',
      reference: 'INT-778',
      received_on: '2026-11-20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { message: 'Payment received.', data: { id: c.id, balance_cents: -12_550 } },
    });
    const second = await receive({ customer_id: c.id, amount_cents: 450, method: 'cash' });
    expect(second.json().data.data.balance_cents).toBe(-13_000);
  });

  it.each([
    [{ amount_cents: 0, method: 'cash' }],
    [{ amount_cents: -5, method: 'cash' }],
    [{ amount_cents: 12.5, method: 'cash' }],
    [{ amount_cents: '100', method: 'cash' }],
    [{ amount_cents: 100, method: 'bitcoin' }],
    [{ amount_cents: 100, method: 'cash', received_on: '20/11/2026' }],
    [{ amount_cents: 100, method: 'cash', received_on: '2026-02-31' }],
    [{ amount_cents: 100, method: 'cash', received_on: '2999-01-01' }],
  ])('refuses %j with 400', async (body) => {
    const c = await createCustomer(t.db);
    expect((await receive({ customer_id: c.id, ...body })).statusCode).toBe(400);
  });

  it('is 404 for an unknown customer, 401 signed out, 403 for a customer', async () => {
    expect((await receive({ customer_id: 999_999, amount_cents: 100, method: 'cash' })).statusCode).toBe(404);
    const c = await createCustomer(t.db);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/receive',
          payload: { customer_id: c.id, amount_cents: 100, method: 'cash' },
        })
      ).statusCode,
    ).toBe(401);
    const { cookie } = await signIn(t.app, c.email);
    expect((await receive({ customer_id: c.id, amount_cents: 100, method: 'cash' }, cookie)).statusCode).toBe(403);
  });

  it('keeps the balance right under concurrent payments', async () => {
    const c = await createCustomer(t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => receive({ customer_id: c.id, amount_cents: 100, method: 'cash' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await t.db
      .selectFrom('customer_profiles')
      .select('balance_cents')
      .where('user_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.balance_cents).toBe(-2000);
  });
});

describe('corrections and the payment history', () => {
  it('reverses a payment once with an opposite entry; the history keeps both', async () => {
    const c = await createCustomer(t.db);
    await receive({ customer_id: c.id, amount_cents: 5000, method: 'cheque', reference: '#1042' });
    const history = () =>
      t.app
        .inject({ method: 'GET', url: `/api/customer/Orders/payments/${c.id}`, ...as(staff.cookie) })
        .then((r) => r.json().data);
    const [payment] = (await history()).payments;
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/reverse`,
      ...as(staff.cookie),
    });
    expect(reversed.json().data.data.balance_cents).toBe(0);
    const after = await history();
    expect(
      after.payments.map((p: { amount_cents: number; reversed: boolean }) => [p.amount_cents, p.reversed]),
    ).toEqual(
      expect.arrayContaining([
        [5000, true],
        [-5000, false],
      ]),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/payments/${payment.id}/reverse`, ...as(staff.cookie) }))
        .statusCode,
    ).toBe(409);
  });

  it('shows a customer their own payments only', async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    await receive({ customer_id: a.id, amount_cents: 700, method: 'visa' });
    const { cookie } = await signIn(t.app, a.email);
    const own = await t.app.inject({ method: 'GET', url: `/api/customer/Orders/payments/${a.id}`, ...as(cookie) });
    expect(own.json().data).toMatchObject({ pagination: { total: 1 }, customer: { id: a.id, balance_cents: -700 } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/Orders/payments/${b.id}`, ...as(cookie) })).statusCode,
    ).toBe(404);
    // SPEC §7 writes the path in mixed case; any case works.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/orders/payments/${a.id}`, ...as(cookie) })).statusCode,
    ).toBe(200);
  });
});
