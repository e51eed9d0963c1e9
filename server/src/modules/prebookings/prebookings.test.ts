import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, onHand, balance, newCustomer } = orderKit(() => t, NOW);

type Line = { product_id: number; quantity: number; unit_price_cents?: number };

/** A prebooking taken by staff (POST /api/Orders, type prebooking): pending, no stock taken. */
async function prebook(customerId: number, lines: Line[], deliveryDate = '2027-02-13') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    ...as(staff),
    payload: {
      customer_id: customerId,
      type: 'prebooking',
      delivery_method: 'pickup',
      delivery_date: deliveryDate,
      lines,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number; number: string; total_cents: number };
}

// The staff's session unless told otherwise; null is signed out.
const list = (query = '', cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url: `/api/prebooking${query}`, ...as(cookie ?? undefined) });
const detail = (id: number, cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url: `/api/prebooking/${id}`, ...as(cookie ?? undefined) });
const convert = (id: number, cookie: string | null = staff, payload: object = { update_inventory: true }) =>
  t.app.inject({ method: 'PUT', url: `/api/prebooking/${id}`, payload, ...as(cookie ?? undefined) });

describe('conversion (PUT /api/prebooking/{id} with update_inventory true)', () => {
  it('takes what is in stock, back-orders the rest, confirms, invoices and bills the customer', async () => {
    const roses = await stocked(30, { price_cents: 2000, name_en: 'Rose Freedom' });
    const gerbera = await stocked(4, { price_cents: 1000, name_en: 'Gerbera Pastel' });
    const me = await newCustomer();
    const pre = await prebook(me.id, [
      { product_id: roses.id, quantity: 10 },
      { product_id: gerbera.id, quantity: 6 },
    ]);
    // Taking the prebooking touched neither stock nor balance.
    expect([await onHand(roses.id), await onHand(gerbera.id), await balance(me.id)]).toEqual([30, 4, 0]);

    const preview = await detail(pre.id);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      converted: false,
      order: { id: pre.id, type: 'prebooking', status: 'pending' },
      stock: [
        { product_id: roses.id, quantity: 10, on_hand: 30, from_stock: 10, back_order: 0 },
        { product_id: gerbera.id, quantity: 6, on_hand: 4, from_stock: 4, back_order: 2 },
      ],
    });

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/prebooking/${pre.id}`,
      payload: { update_inventory: true },
      remoteAddress: '203.0.113.44',
      ...as(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, back_orders: backOrders } = res.json().data;
    // One row of the order's trail: what the conversion changed, by whom, from where.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['actor_ip', 'changes'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', pre.id)
      .where('action', '=', 'convert')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]!.actor_ip).toBe('203.0.113.44');
    expect(JSON.parse(trail[0]!.changes)).toMatchObject({
      type: ['prebooking', 'order'],
      status: ['pending', 'confirmed'],
      invoice_number: [null, order.invoice_number],
    });
    expect(order).toMatchObject({
      id: pre.id,
      type: 'order',
      status: 'confirmed',
      update_inventory: true,
      total_cents: pre.total_cents,
      invoice_number: expect.stringMatching(/^F-\d{6}$/),
      lines: [
        { product_id: roses.id, quantity: 10, back_order: false, back_order_text: '' },
        { product_id: gerbera.id, quantity: 6, back_order: true, back_order_text: '2' },
      ],
    });
    expect(backOrders).toEqual([
      { product_id: gerbera.id, name: 'Gerbera Pastel', quantity: 6, on_hand: 4, from_stock: 4, back_order: 2 },
    ]);
    expect(res.json().message).toBe(
      `Prebooking ${pre.number} is now a confirmed order (invoice ${order.invoice_number}). 1 line on back-order.`,
    );
    expect([await onHand(roses.id), await onHand(gerbera.id)]).toEqual([20, 0]);
    expect(await balance(me.id)).toBe(pre.total_cents);

    // Through the ledger, as orders take stock.
    const movements = await t.db
      .selectFrom('inventory_movements')
      .select(['product_id', 'quantity', 'reason'])
      .where('product_id', 'in', [roses.id, gerbera.id])
      .where('reason', '=', 'order')
      .orderBy('product_id')
      .execute();
    expect(movements).toEqual([
      { product_id: roses.id, quantity: -10, reason: 'order' },
      { product_id: gerbera.id, quantity: -4, reason: 'order' },
    ]);

    // Now an order like any other: it moves on, and cancelling gives back what it took.
    const ready = await t.app.inject({ method: 'PUT', url: `/api/Orders/${pre.id}/update/ready`, ...as(staff) });
    expect(ready.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${pre.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancelled.statusCode).toBe(200);
    expect([await onHand(roses.id), await onHand(gerbera.id), await balance(me.id)]).toEqual([30, 4, 0]);
  });

  it('is a 409 the second time, and for a cancelled prebooking; nothing moves', async () => {
    const p = await stocked(10);
    const me = await newCustomer();
    const pre = await prebook(me.id, [{ product_id: p.id, quantity: 3 }]);
    expect((await convert(pre.id)).statusCode).toBe(200);
    const again = await convert(pre.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Prebooking ${pre.number} is already converted into an order.`);
    expect(await onHand(p.id)).toBe(7);
    expect(await balance(me.id)).toBe(pre.total_cents);

    const other = await prebook(me.id, [{ product_id: p.id, quantity: 3 }]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${other.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await convert(other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A cancelled prebooking cannot be converted.');
    expect(await onHand(p.id)).toBe(7);
  });

  it('refuses a body other than update_inventory true (400), strangers (401), customers (403)', async () => {
    const p = await stocked(5);
    const me = await newCustomer();
    const pre = await prebook(me.id, [{ product_id: p.id, quantity: 1 }]);
    for (const payload of [{ update_inventory: false }, {}, { update_inventory: 'true' }]) {
      const res = await convert(pre.id, staff, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'update_inventory', message: 'update_inventory is invalid.' });
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/prebooking/abc', ...as(staff), payload: {} })).statusCode,
    ).toBe(400);
    expect((await convert(pre.id, null)).statusCode).toBe(401);
    expect((await convert(pre.id, me.cookie)).statusCode).toBe(403);
    expect(await onHand(p.id)).toBe(5);
  });

  it('is a 404 for an unknown id and for an order that never was a prebooking', async () => {
    const p = await stocked(5);
    const me = await newCustomer();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      ...as(staff),
      payload: {
        customer_id: me.id,
        delivery_method: 'pickup',
        delivery_date: '2026-11-21',
        lines: [{ product_id: p.id, quantity: 1 }],
      },
    });
    const id = order.json().data.order.id as number;
    for (const res of [await convert(id), await convert(999_999), await detail(id), await detail(999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Prebooking not found.');
    }
  });

  it('of concurrent conversions competing for the last units, none oversells', async () => {
    const last = await stocked(5);
    const spare = await stocked(100);
    const buyers = await Promise.all(Array.from({ length: 3 }, () => newCustomer()));
    const prebookings = [];
    for (let i = 0; i < 6; i += 1)
      prebookings.push(
        await prebook(buyers[i % 3]!.id, [
          { product_id: spare.id, quantity: 1 },
          { product_id: last.id, quantity: 2 },
        ]),
      );
    const results = await Promise.all(prebookings.map((p) => convert(p.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const lines = results.map((r) => r.json().data.order.lines[1] as { back_order_text: string; quantity: number });
    const taken = lines.reduce((sum, l) => sum + l.quantity - Number(l.back_order_text || 0), 0);
    expect(taken).toBe(5);
    expect(await onHand(last.id)).toBe(0);
    expect(await onHand(spare.id)).toBe(94);
    const stockQuantities = await t.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number>('stock_quantity').as('n'))
      .where('product_id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(Number(stockQuantities.n)).toBe(5);
  });

  it('converts once when the same prebooking is converted twice at the same time', async () => {
    const p = await stocked(10);
    const me = await newCustomer();
    const pre = await prebook(me.id, [{ product_id: p.id, quantity: 4 }]);
    const results = await Promise.all(Array.from({ length: 4 }, () => convert(pre.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await onHand(p.id)).toBe(6);
    expect(await balance(me.id)).toBe(pre.total_cents);
    const invoices = await t.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', pre.id)
      .executeTakeFirstOrThrow();
    expect(invoices.invoice_number).toMatch(/^F-/);
  });
});

describe('the list (GET /api/prebooking)', () => {
  it('lists open prebookings by delivery date, paginated, with the lines short of stock', async () => {
    const plenty = await stocked(50);
    const scarce = await stocked(1);
    const me = await newCustomer({ businessName: 'Atelier Pivoine Zeta' });
    const late = await prebook(me.id, [{ product_id: plenty.id, quantity: 5 }], '2030-05-10');
    const early = await prebook(
      me.id,
      [
        { product_id: plenty.id, quantity: 5 },
        { product_id: scarce.id, quantity: 3 },
      ],
      '2030-05-08',
    );
    const middle = await prebook(me.id, [{ product_id: plenty.id, quantity: 1 }], '2030-05-09');

    const res = await list(`?customer_id=${me.id}&limit=2`);
    expect(res.statusCode).toBe(200);
    const page1 = res.json().data;
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.prebookings.map((p: { id: number }) => p.id)).toEqual([early.id, middle.id]);
    expect(page1.prebookings[0]).toMatchObject({
      type: 'prebooking',
      status: 'pending',
      converted: false,
      line_count: 2,
      short_lines: 1,
      customer_name: 'Atelier Pivoine Zeta',
      delivery_date: '2030-05-08',
    });
    const page2 = (await list(`?customer_id=${me.id}&limit=2&page=2`)).json().data;
    expect(page2.prebookings.map((p: { id: number }) => p.id)).toEqual([late.id]);

    // Date range, search by number or by customer.
    const ranged = (await list(`?customer_id=${me.id}&date_from=2030-05-09&date_to=2030-05-09`)).json().data;
    expect(ranged.prebookings.map((p: { id: number }) => p.id)).toEqual([middle.id]);
    const byNumber = (await list(`?search=${late.number}`)).json().data;
    expect(byNumber.prebookings.map((p: { id: number }) => p.id)).toEqual([late.id]);
    const byName = (await list(`?search=${encodeURIComponent('pivoine zeta')}`)).json().data;
    expect(byName.pagination.total).toBe(3);
  });

  it('shows converted and cancelled prebookings only when asked', async () => {
    const p = await stocked(2);
    const me = await newCustomer();
    const open = await prebook(me.id, [{ product_id: p.id, quantity: 1 }], '2030-06-01');
    const done = await prebook(me.id, [{ product_id: p.id, quantity: 4 }], '2030-06-02');
    const dropped = await prebook(me.id, [{ product_id: p.id, quantity: 1 }], '2030-06-03');
    expect((await convert(done.id)).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/Orders/${dropped.id}/update/cancelled`, ...as(staff) });

    const ids = async (query: string) =>
      (await list(`?customer_id=${me.id}${query}`)).json().data.prebookings.map((x: { id: number }) => x.id);
    expect(await ids('')).toEqual([open.id]);
    expect(await ids('&include_converted=true')).toEqual([open.id, done.id]);
    expect(await ids('&include_cancelled=true')).toEqual([open.id, dropped.id]);
    expect(await ids('&include_converted=true&include_cancelled=true')).toEqual([open.id, done.id, dropped.id]);
    const converted = (await list(`?customer_id=${me.id}&include_converted=true`)).json().data.prebookings[1];
    // Converted: an order now, with its back-ordered line counted.
    expect(converted).toMatchObject({ type: 'order', status: 'confirmed', converted: true, short_lines: 1 });
  });

  it('refuses bad filters (400), strangers (401) and customers (403)', async () => {
    const me = await newCustomer();
    for (const query of [
      '?date_from=2026-02-31',
      '?date_from=2026-12-01&date_to=2026-11-01',
      '?limit=0',
      '?limit=500',
      '?page=0',
      '?include_converted=yes',
      '?customer_id=abc',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', null)).json().error).toBe('Unauthorized');
    expect((await list('', me.cookie)).statusCode).toBe(403);
    expect((await detail(1, null)).statusCode).toBe(401);
    expect((await detail(1, me.cookie)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the list, the detail and the conversion', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/prebooking'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'date_from', 'date_to', 'customer_id', 'search', 'include_converted']),
    );
    const convert = doc.paths['/api/prebooking/{id}'].put;
    expect(convert.requestBody.content['application/json'].schema.properties).toHaveProperty('update_inventory');
    expect(doc.paths['/api/prebooking/{id}'].get).toBeDefined();
  });
});
