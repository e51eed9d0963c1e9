import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Issue 38, item 3. Tuesday 2026-12-22, 08:00 in Montreal: same-day delivery still open.
const NOW = new Date('2026-12-22T13:00:00Z');
let now = NOW;
let t: TestApp;
let owner: string;
let office: string;
let counter: string;
const as = withCookie;
const { stocked, newCustomer, staffOrder } = orderKit(() => t, NOW);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
});
afterAll(() => t.close());

const christmas = { date: '2026-12-25', name_en: 'Christmas Day', name_fr: 'Noël' };
const add = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/closed-days', payload: body, ...as(cookie) });
const list = async (cookie: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/closed-days${query}`, ...as(cookie) })).json().data.closed_days;
const auditOf = () =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'changes'])
    .where('entity', '=', 'closed_day')
    .orderBy('id')
    .execute();

describe('closed days (GET/POST/PUT/DELETE /api/closed-days)', () => {
  it('are kept by the owner and the office, read by anyone signed in, and audited', async () => {
    expect((await add(owner, christmas)).statusCode).toBe(201);
    const office1 = await add(office, { date: '2026-12-26', name_en: 'Boxing Day', name_fr: 'Lendemain de Noël' });
    expect(office1.statusCode).toBe(201);
    expect((await add(counter, { ...christmas, date: '2027-01-01' })).statusCode).toBe(403);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/closed-days',
      payload: christmas,
      headers: { cookie: owner, 'x-language': 'fr' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Le 25 décembre 2026 est déjà un jour de fermeture.');
    expect((await add(owner, { ...christmas, date: '2026-02-30' })).statusCode).toBe(400);
    expect((await add(owner, { ...christmas, name_fr: ' ' })).statusCode).toBe(400);

    const florist = await newCustomer();
    expect(await list(florist.cookie)).toEqual([
      christmas,
      { date: '2026-12-26', name_en: 'Boxing Day', name_fr: 'Lendemain de Noël' },
    ]);
    expect(await list(counter, '?from=2026-12-26&to=2026-12-31')).toHaveLength(1);
    const wide = await t.app.inject({
      method: 'GET',
      url: '/api/closed-days?from=2026-01-01&to=2028-01-01',
      ...as(owner),
    });
    expect(wide.statusCode).toBe(400);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/closed-days/2026-12-26',
      payload: { name_en: 'Boxing Day', name_fr: 'Le lendemain de Noël' },
      ...as(office),
    });
    expect(renamed.json().data.closed_day.name_fr).toBe('Le lendemain de Noël');
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/closed-days/2026-12-27', ...as(owner) });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/closed-days/2026-12-26', ...as(owner) })).statusCode,
    ).toBe(200);
    expect(await list(florist.cookie)).toEqual([christmas]);
    expect((await auditOf()).map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      ['create', { date: [null, '2026-12-25'], name_en: [null, 'Christmas Day'], name_fr: [null, 'Noël'] }],
      ['create', { date: [null, '2026-12-26'], name_en: [null, 'Boxing Day'], name_fr: [null, 'Lendemain de Noël'] }],
      ['update', { name_fr: ['Lendemain de Noël', 'Le lendemain de Noël'] }],
      [
        'delete',
        { date: ['2026-12-26', null], name_en: ['Boxing Day', null], name_fr: ['Le lendemain de Noël', null] },
      ],
    ]);
  });
});

describe('orders respect closed days', () => {
  const webOrder = (date: string, productId: number) => ({
    delivery_method: 'pickup',
    delivery_date: date,
    agreed_disclaimer: true,
    lines: [{ product_id: productId, quantity: 1 }],
  });

  it('refuses a web order for a closed day by its name, in both languages', async () => {
    const rose = await stocked(10);
    const florist = await newCustomer();
    for (const [language, message] of [
      ['en', 'We are closed on December 25, 2026 (Christmas Day): choose another delivery date.'],
      ['fr', 'Nous sommes fermés le 25 décembre 2026 (Noël)\u00a0: choisissez une autre date de livraison.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Customer/Orders',
        payload: webOrder('2026-12-25', rose.id),
        headers: { cookie: florist.cookie, 'x-language': language },
      });
      expect([res.statusCode, res.json().field, res.json().message]).toEqual([400, 'delivery_date', message]);
    }
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: webOrder('2026-12-24', rose.id),
      ...as(florist.cookie),
    });
    expect(open.statusCode).toBe(201);
  });

  it('on a closed morning (the same day shut), a web order for the next open day is taken', async () => {
    const rose = await stocked(10);
    const florist = await newCustomer();
    now = new Date('2026-12-25T13:00:00Z'); // 08:00 on Christmas Day
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Customer/Orders',
        payload: webOrder('2026-12-26', rose.id),
        ...as(florist.cookie),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      now = NOW;
    }
  });

  it('refuses a staff order, a prebooking and a move to a closed day; a refund keeps its date', async () => {
    const rose = await stocked(10);
    const florist = await newCustomer();
    for (const type of ['order', 'prebooking']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: florist.id,
          type,
          delivery_method: 'pickup',
          delivery_date: '2026-12-25',
          lines: [{ product_id: rose.id, quantity: 1 }],
        },
        ...as(owner),
      });
      expect([type, res.statusCode, res.json().error_code ?? res.json().field]).toEqual([type, 400, 'delivery_date']);
    }
    const order = await staffOrder<{ id: number }>(owner, {
      customer_id: florist.id,
      date: '2026-12-24',
      lines: [{ product_id: rose.id, quantity: 1 }],
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: {
        customer_id: florist.id,
        type: 'order',
        delivery_method: 'pickup',
        delivery_date: '2026-12-25',
        lines: [{ product_id: rose.id, quantity: 1 }],
      },
      ...as(owner),
    });
    expect([moved.statusCode, moved.json().field]).toEqual([400, 'delivery_date']);
  });

  it('closing a day with orders for delivery says how many; staff decide, the orders keep their date', async () => {
    const florist = await newCustomer();
    const product = await stocked(20);
    await staffOrder(owner, {
      customer_id: florist.id,
      date: '2027-01-08',
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    await staffOrder(owner, {
      customer_id: florist.id,
      date: '2027-01-08',
      lines: [{ product_id: product.id, quantity: 2 }],
    });
    const day = { date: '2027-01-08', name_en: 'Inventory day', name_fr: 'Jour d’inventaire' };
    const asked = await add(owner, day);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      '2 orders are already for delivery on January 8, 2027. Close the day anyway? They keep their date: move or cancel them in the orders.',
    );
    expect(await list(owner, '?from=2027-01-08&to=2027-01-08')).toEqual([]);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/closed-days',
      payload: { ...day, confirm_orders: true },
      headers: { cookie: owner, 'x-language': 'fr' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data).toEqual({ closed_day: day, orders_on_day: 2 });
    expect(closed.json().message).toBe(
      'Le jour de fermeture est ajouté. 2 commandes sont encore à livrer ce jour-là\u00a0: déplacez-les ou annulez-les.',
    );
    const last = (await auditOf()).at(-1)!;
    expect(JSON.parse(last.changes)).toMatchObject({ orders_on_day: [null, 2] });
    // A day with none is closed at once, saying nothing more.
    const empty = await add(owner, { ...day, date: '2027-01-09' });
    expect(empty.json()).toMatchObject({ message: 'The closed day is added.', data: { orders_on_day: 0 } });
  });
});
