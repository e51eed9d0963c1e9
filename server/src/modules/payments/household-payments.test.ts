import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, signIn, withCookie as as } from '../../test/factories.js';

// Friday 2026-11-20, 17:30 in Montreal: the end-of-day count.
const NOW = new Date('2026-11-20T22:30:00Z');

let t: TestApp;
let staff: { cookie: string; name: string };
let customerCookie: string;
let a: { id: number; name: string };
let b: { id: number; name: string };

const receive = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/payment/receive', payload, ...as(staff.cookie) });
  expect(res.statusCode, res.body).toBe(200);
};
const household = (query = '', cookie: string | null = staff.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/Orders/household-payments${query}`, ...as(cookie ?? undefined) });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  const admin = await createAdminUser(t.db);
  const row = await t.db.selectFrom('users').select('name').where('id', '=', admin.id).executeTakeFirstOrThrow();
  staff = { cookie: (await signIn(t.app, admin.email)).cookie, name: row.name };
  const ca = await createCustomer(t.db, { profile: { businessName: 'Atelier Pivoine' } });
  const cb = await createCustomer(t.db, { profile: { businessName: 'Les Fleurs de Béatrice' } });
  a = { id: ca.id, name: 'Atelier Pivoine' };
  b = { id: cb.id, name: 'Les Fleurs de Béatrice' };
  customerCookie = (await signIn(t.app, ca.email)).cookie;

  await receive({ customer_id: a.id, amount_cents: 5000, method: 'cash', reference: 'Drawer 1' });
  await receive({ customer_id: a.id, amount_cents: 12_000, method: 'cheque', channel: 'driver', reference: '#881' });
  // A card payment by phone at the office, and yesterday's payment at the counter: not today's count.
  await receive({ customer_id: a.id, amount_cents: 3000, method: 'visa', channel: 'office' });
  await receive({
    customer_id: a.id,
    amount_cents: 2500,
    method: 'interac',
    channel: 'counter',
    received_on: '2026-11-19',
  });
  await receive({ customer_id: b.id, amount_cents: 1550, method: 'cash', channel: 'driver' });
  // Recorded by mistake and reversed the same day: both show, and cancel out.
  await receive({ customer_id: b.id, amount_cents: 700, method: 'cash', channel: 'counter' });
  const history = await t.app.inject({
    method: 'GET',
    url: `/api/customer/Orders/payments/${b.id}`,
    ...as(staff.cookie),
  });
  const mistake = history.json().data.payments.find((p: { amount_cents: number }) => p.amount_cents === 700);
  const reversed = await t.app.inject({
    method: 'POST',
    url: `/api/payments/${mistake.id}/reverse`,
    ...as(staff.cookie),
  });
  expect(reversed.statusCode).toBe(200);
});
afterAll(() => t.close());

type Total = { method: string; count: number; amount_cents: number };
const totalsOf = (data: { totals: Total[] }) => Object.fromEntries(data.totals.map((x) => [x.method, x.amount_cents]));

describe('GET /api/Orders/household-payments', () => {
  it("lists today's payments taken at the counter or by a driver, with the totals of each method", async () => {
    const res = await household();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.date).toBe('2026-11-20');
    expect(
      data.payments.map((p: Record<string, unknown>) => [p.customer_name, p.method, p.channel, p.amount_cents]),
    ).toEqual([
      [a.name, 'cash', 'counter', 5000],
      [a.name, 'cheque', 'driver', 12_000],
      [b.name, 'cash', 'driver', 1550],
      [b.name, 'cash', 'counter', 700],
      [b.name, 'cash', 'counter', -700],
    ]);
    expect(data.payments[0]).toMatchObject({
      customer_id: a.id,
      reference: 'Drawer 1',
      recorded_by: staff.name,
      received_on: '2026-11-20',
      reverses_payment_id: null,
    });
    expect(data.payments[4].reverses_payment_id).toBe(data.payments[3].id);
    // Cash 50.00 + 15.50 + 7.00 - 7.00 = 65.50; cheque 120.00; nothing by card today.
    expect(data.totals).toEqual([
      { method: 'visa', count: 0, amount_cents: 0 },
      { method: 'mastercard', count: 0, amount_cents: 0 },
      { method: 'interac', count: 0, amount_cents: 0 },
      { method: 'cash', count: 4, amount_cents: 6550 },
      { method: 'cheque', count: 1, amount_cents: 12_000 },
    ]);
    expect(data.total_cents).toBe(18_550);
  });

  it('reads another day, and one channel (the driver hands in his own bag)', async () => {
    const yesterday = (await household('?date=2026-11-19')).json().data;
    expect(yesterday.payments).toHaveLength(1);
    expect(totalsOf(yesterday)).toMatchObject({ interac: 2500, cash: 0 });
    expect(yesterday.total_cents).toBe(2500);

    const driver = (await household('?date=2026-11-20&channel=driver')).json().data;
    expect(driver.payments.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([12_000, 1550]);
    expect(totalsOf(driver)).toMatchObject({ cash: 1550, cheque: 12_000 });
    expect(driver.total_cents).toBe(13_550);

    const quiet = (await household('?date=2026-11-01')).json().data;
    expect(quiet).toMatchObject({ payments: [], total_cents: 0 });
  });

  it('is for staff: 401 signed out, 403 for a customer; a bad day or channel is a 400', async () => {
    expect((await household('', null)).statusCode).toBe(401);
    expect((await household('', customerCookie)).statusCode).toBe(403);
    for (const query of ['?date=2026-11-31', '?date=20-11-2026', '?channel=office', '?channel=bank'])
      expect((await household(query)).statusCode, query).toBe(400);
  });

  it('refuses an unknown channel when a payment is recorded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: a.id, amount_cents: 100, method: 'cash', channel: 'pocket' },
      ...as(staff.cookie),
    });
    expect(res.statusCode).toBe(400);
  });
});
