import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';
import { travelClock } from '../../../test/time-travel.js';

const time = travelClock('2026-10-01');
const day = (d: string) => time.to(t.db, d);
const today = () => time.today();

let t: TestApp;
let staff: string;
beforeAll(async () => {
  // Held when an invoice is overdue more than 30 days.
  t = await createTestApp({ clock: time.clock, env: { CREDIT_HOLD_OVERDUE_DAYS: '30' } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, time.clock.now());

const setLimit = (customerId: number, cents: number | null) =>
  t.db.updateTable('customer_profiles').set({ credit_limit_cents: cents }).where('user_id', '=', customerId).execute();
const lines = (productId: number, quantity: number) => [{ product_id: productId, quantity }];
const staffOrder = (customerId: number, productId: number, quantity: number, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: today(),
      lines: lines(productId, quantity),
      ...extra,
    },
    ...as(staff),
  });
const webOrder = (cookie: string, productId: number, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: {
      delivery_method: 'pickup',
      delivery_date: today(),
      lines: lines(productId, quantity),
      agreed_disclaimer: true,
    },
    ...as(cookie),
  });
const overrideOf = (orderId: number) =>
  t.db
    .selectFrom('orders')
    .select(['credit_override_reason', 'credit_override_by', 'credit_hold_reason', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('credit control', () => {
  it('keeps a web order past the credit limit pending with the reason; confirming it needs an override', async () => {
    await day('2026-10-01');
    const product = await stocked(100, { price_cents: 10_000 });
    const c = await newCustomer();
    await setLimit(c.id, 20_000);
    const within = (await webOrder(c.cookie, product.id, 1)).json().data.order;
    expect(within).toMatchObject({ status: 'pending', credit_hold_reason: null });
    // Two units: 230 $ with taxes, past the 200 $ limit.
    const held = await webOrder(c.cookie, product.id, 2);
    expect(held.statusCode).toBe(201);
    const order = held.json().data.order;
    expect(order).toMatchObject({ status: 'pending', credit_hold_reason: 'over_limit' });

    const confirm = (payload?: object) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/confirmed`, ...as(staff), payload });
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'credit_hold', field: 'credit_override_reason' });
    expect((await overrideOf(order.id)).status).toBe('pending');
    const forced = await confirm({ credit_override_reason: 'Owner vouched by phone' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data.order).toMatchObject({
      status: 'confirmed',
      credit_override_reason: 'Owner vouched by phone',
    });
  });

  it('refuses a staff order past the limit unless staff give a reason, recorded with them', async () => {
    await day('2026-10-01');
    const product = await stocked(100, { price_cents: 10_000 });
    const c = await newCustomer();
    await setLimit(c.id, 10_000);
    const refused = await staffOrder(c.id, product.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('credit limit');
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { customer_id: c.id, delivery_method: 'pickup', delivery_date: today(), lines: lines(product.id, 1) },
      headers: { ...as(staff).headers, 'accept-language': 'fr' },
    });
    expect(french.json().message).toContain('limite de crédit');

    const forced = await staffOrder(c.id, product.id, 1, { credit_override_reason: 'Paying Friday' });
    expect(forced.statusCode).toBe(201);
    const row = await overrideOf(forced.json().data.order.id);
    expect(row).toMatchObject({ credit_override_reason: 'Paying Friday', status: 'confirmed' });
    expect(row.credit_override_by).not.toBeNull();
  });

  it('holds the orders of a customer with an invoice overdue more than the setting’s days', async () => {
    await day('2026-09-01');
    const product = await stocked(100, { price_cents: 1_000 });
    const c = await newCustomer();
    // Per-order customer: due on receipt, so due 2026-09-01.
    expect((await staffOrder(c.id, product.id, 1)).statusCode).toBe(201);
    await day('2026-10-01'); // 30 days overdue: not more than 30
    expect((await staffOrder(c.id, product.id, 1)).statusCode).toBe(201);
    await day('2026-10-02'); // 31 days
    const refused = await staffOrder(c.id, product.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('overdue');
    const web = (await webOrder(c.cookie, product.id, 1)).json().data.order;
    expect(web.credit_hold_reason).toBe('overdue');
  });

  it('holds an edit that grows an invoiced order past the limit, and a prebooking conversion', async () => {
    await day('2026-10-01');
    const product = await stocked(100, { price_cents: 10_000 });
    const c = await newCustomer();
    await setLimit(c.id, 15_000);
    const order = (await staffOrder(c.id, product.id, 1)).json().data.order;
    const body = {
      customer_id: c.id,
      type: 'order',
      delivery_method: 'pickup',
      delivery_date: today(),
      lines: lines(product.id, 2),
    };
    const edit = (extra: object = {}) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { ...body, ...extra }, ...as(staff) });
    expect((await edit()).statusCode).toBe(409);
    expect((await edit({ credit_override_reason: 'Big wedding, approved' })).statusCode).toBe(200);

    const pre = (await staffOrder(c.id, product.id, 1, { type: 'prebooking', delivery_date: '2026-12-01' })).json().data
      .order;
    const convert = (extra: object = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/prebooking/${pre.id}`,
        payload: { update_inventory: true, ...extra },
        ...as(staff),
      });
    expect((await convert()).statusCode).toBe(409);
    const forced = await convert({ credit_override_reason: 'Approved by owner' });
    expect(forced.statusCode).toBe(200);
    expect((await overrideOf(pre.id)).credit_override_reason).toBe('Approved by owner');
  });

  it('shows staff the balance, limit and overdue of a customer', async () => {
    await day('2026-09-01');
    const product = await stocked(100, { price_cents: 1_000 });
    const c = await newCustomer();
    await setLimit(c.id, 50_000);
    const order = (await staffOrder(c.id, product.id, 1)).json().data.order;
    await day('2026-09-11');
    const res = await t.app.inject({ method: 'GET', url: `/api/receivables/customers/${c.id}/credit`, ...as(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.credit).toEqual({
      balance_cents: order.total_cents,
      credit_limit_cents: 50_000,
      overdue_cents: order.total_cents,
      oldest_overdue_days: 10,
      hold_after_days: 30,
      open_credit_cents: 0,
    });
  });
});
