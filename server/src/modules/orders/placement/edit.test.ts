import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, onHand, balance, newCustomer } = orderKit(() => t, NOW);

type Line = { product_id: number; quantity: number; unit_price_cents?: number };
const staffBody = (customerId: number, lines: Line[], extra: object = {}) => ({
  customer_id: customerId,
  delivery_method: 'pickup',
  delivery_date: TODAY,
  lines,
  ...extra,
});
const create = async (body: object) =>
  (await t.app.inject({ method: 'POST', url: '/api/Orders', payload: body, ...as(staff) })).json().data.order;
const edit = (id: number, body: object, cookie: string | null = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/Orders/${id}`, payload: body, ...as(cookie ?? undefined) });

describe('PUT /api/Orders/{id}', () => {
  it('replaces the lines, moving only the stock difference, back-ordering beyond stock, and the balance by the difference', async () => {
    const a = await stocked(10, { price_cents: 1000 });
    const b = await stocked(10, { price_cents: 500 });
    const c = await stocked(1, { price_cents: 2000 });
    const customer = await newCustomer();
    const order = await create(
      staffBody(customer.id, [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 2 },
      ]),
    );
    // 30.00 + 10.00 = 40.00; GST 2.00; QST 3.99; total 45.99.
    expect(order.total_cents).toBe(4599);
    expect(await balance(customer.id)).toBe(4599);

    const res = await edit(
      order.id,
      staffBody(
        customer.id,
        [
          { product_id: c.id, quantity: 4 },
          { product_id: a.id, quantity: 5 },
        ],
        { delivery_method: 'delivery', delivery_zone: 'ville-saint-laurent', po_number: 'PO-9' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json().data.order;
    // 4 × 20.00 + 5 × 10.00 = 130.00; fee 15.00 → 145.00; GST 7.25; QST 14.46375 → 14.46; total 166.71.
    expect(edited).toMatchObject({
      id: order.id,
      number: order.number,
      delivery_zone: 'ville-saint-laurent',
      po_number: 'PO-9',
      subtotal_cents: 13000,
      delivery_fee_cents: 1500,
      gst_cents: 725,
      qst_cents: 1446,
      total_cents: 16671,
      lines: [
        { product_id: c.id, quantity: 4, back_order: true, back_order_text: '3' },
        { product_id: a.id, quantity: 5, back_order: false, unit_price_cents: 1000 },
      ],
    });
    // Invoice N stays as issued: a credit note cancels it and the order has a new invoice.
    expect(edited.invoice_number).toMatch(/^F-\d{6}$/);
    expect(edited.invoice_number).not.toBe(order.invoice_number);
    expect([await onHand(a.id), await onHand(b.id), await onHand(c.id)]).toEqual([5, 10, 0]);
    expect(await balance(customer.id)).toBe(16671);
    const movements = await t.db
      .selectFrom('inventory_movements')
      .select(['product_id', 'quantity'])
      .where('reason', '=', 'order-edit')
      .where('product_id', 'in', [a.id, b.id, c.id])
      .orderBy('product_id')
      .execute();
    expect(movements).toEqual([
      { product_id: a.id, quantity: -2 },
      { product_id: b.id, quantity: 2 },
      { product_id: c.id, quantity: -1 },
    ]);

    // Once stock arrives, an edit fills the back-order; lowering a quantity gives stock back.
    await t.db.updateTable('products').set({ on_hand: 3 }).where('id', '=', c.id).execute();
    const again = (
      await edit(
        order.id,
        staffBody(customer.id, [
          { product_id: c.id, quantity: 4 },
          { product_id: a.id, quantity: 1 },
        ]),
      )
    ).json().data.order;
    expect(again.lines.map((l: { back_order_text: string }) => l.back_order_text)).toEqual(['', '']);
    expect([await onHand(a.id), await onHand(c.id)]).toEqual([9, 0]);
  });

  it('keeps a pending web order uninvoiced and the balance untouched; cancelling afterwards returns what the edit left', async () => {
    const p = await stocked(10, { price_cents: 1000 });
    const customer = await newCustomer();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: {
        delivery_method: 'pickup',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: p.id, quantity: 6 }],
      },
      ...as(customer.cookie),
    });
    const order = placed.json().data.order;
    const res = await edit(order.id, staffBody(customer.id, [{ product_id: p.id, quantity: 2 }], { type: 'order' }));
    expect(res.json().data.order).toMatchObject({ status: 'pending', source: 'web', invoice_number: null });
    expect(await onHand(p.id)).toBe(8);
    expect(await balance(customer.id)).toBe(0);
    await t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/cancelled`, ...as(staff) });
    expect(await onHand(p.id)).toBe(10);
  });

  it('edits a credit note within what the original order can still credit', async () => {
    const p = await stocked(10, { price_cents: 2000 });
    const customer = await newCustomer();
    const original = await create(staffBody(customer.id, [{ product_id: p.id, quantity: 3 }]));
    const refund = await create(
      staffBody(customer.id, [{ product_id: p.id, quantity: 1 }], { type: 'refund', parent_order_id: original.id }),
    );
    const refundBody = (quantity: number) =>
      staffBody(customer.id, [{ product_id: p.id, quantity }], { type: 'refund', parent_order_id: original.id });
    const res = await edit(refund.id, refundBody(3));
    expect(res.json().data.order).toMatchObject({ total_cents: -6899, lines: [{ line_total_cents: -6000 }] });
    expect(await balance(customer.id)).toBe(original.total_cents - 6899);
    expect((await edit(refund.id, refundBody(4))).json().field).toBe('lines.0.quantity');
  });

  it('refuses bad input, a delivered or cancelled order, another customer or type; 401, 403, 404', async () => {
    const p = await stocked(5);
    const customer = await newCustomer();
    const other = await newCustomer();
    const order = await create(staffBody(customer.id, [{ product_id: p.id, quantity: 1 }]));
    const body = staffBody(customer.id, [{ product_id: p.id, quantity: 2 }]);

    expect((await edit(order.id, { ...body, lines: [] })).json().field).toBe('lines');
    expect((await edit(order.id, { ...body, delivery_method: 'delivery' })).json().field).toBe('delivery_zone');
    const moved = await edit(order.id, { ...body, customer_id: other.id });
    expect([moved.statusCode, moved.json().field]).toEqual([400, 'customer_id']);
    expect((await edit(order.id, { ...body, type: 'prebooking' })).json().field).toBe('type');
    expect((await edit(order.id, staffBody(customer.id, [{ product_id: 999999, quantity: 1 }]))).statusCode).toBe(400);
    expect((await edit(999999, body)).statusCode).toBe(404);
    expect((await edit(order.id, body, null)).statusCode).toBe(401);
    expect((await edit(order.id, body, customer.cookie)).statusCode).toBe(403);

    await t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/cancelled`, ...as(staff) });
    const late = await edit(order.id, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('An order that is cancelled cannot be changed.');
    expect(await onHand(p.id)).toBe(5);
  });
});
