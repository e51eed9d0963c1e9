import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal: today's cutoff (10:00) is still ahead.
const MORNING = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
let now = MORNING;

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, onHand, newCustomer, staffOrder } = orderKit(() => t, MORNING);

type Line = { product_id: number; quantity: number };
const place = async (cookie: string, lines: Line[], date = TODAY) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: { delivery_method: 'pickup', delivery_date: date, agreed_disclaimer: true, lines },
    ...as(cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number; total_cents: number };
};
const change = (id: number, cookie: string, lines: Line[], language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customer/tickets/${id}`,
    payload: { lines },
    headers: { 'x-language': language },
    ...as(cookie),
  });

// Issue 34, item 3: a florist can change a pending web order until the cutoff of its delivery day.
describe('PUT /api/customer/tickets/{id}', () => {
  it('changes quantities and drops a line: only the differences move stock, prices stay, the trail names the florist', async () => {
    now = MORNING;
    const rose = await stocked(10, { price_cents: 250 });
    const tulip = await stocked(10, { price_cents: 100 });
    const florist = await newCustomer();
    const order = await place(florist.cookie, [
      { product_id: rose.id, quantity: 3 },
      { product_id: tulip.id, quantity: 2 },
    ]);
    expect([await onHand(rose.id), await onHand(tulip.id)]).toEqual([7, 8]);
    // The catalogue price changes after the order: the order keeps the price it was placed at.
    await t.db.updateTable('products').set({ price_cents: 999 }).where('id', '=', rose.id).execute();

    const res = await change(order.id, florist.cookie, [{ product_id: rose.id, quantity: 5 }]);
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json();
    expect(changed.message).toBe('Your order is changed.');
    expect(changed.data.order.status).toBe('pending');
    expect(changed.data.order.lines).toMatchObject([{ product_id: rose.id, quantity: 5, unit_price_cents: 250 }]);
    expect(changed.data.order.subtotal_cents).toBe(1250);
    expect([await onHand(rose.id), await onHand(tulip.id)]).toEqual([5, 10]);
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'action'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(trail).toEqual({ actor_user_id: florist.id, action: 'update' });
  });

  it('refuses more than stock (nothing moves), a product not on the order, another’s order, staff, after the cutoff, and a staff order', async () => {
    now = MORNING;
    const rose = await stocked(4);
    const other = await stocked(10);
    const florist = await newCustomer();
    const order = await place(florist.cookie, [{ product_id: rose.id, quantity: 3 }]);

    const short = await change(order.id, florist.cookie, [{ product_id: rose.id, quantity: 6 }], 'fr');
    expect(short.statusCode).toBe(409);
    expect(await onHand(rose.id)).toBe(1);
    const added = await change(order.id, florist.cookie, [
      { product_id: rose.id, quantity: 3 },
      { product_id: other.id, quantity: 1 },
    ]);
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ message: 'This product is not on the order: add it with a new order.' });
    expect((await change(order.id, florist.cookie, [])).statusCode).toBe(400);
    const stranger = await newCustomer();
    expect((await change(order.id, stranger.cookie, [{ product_id: rose.id, quantity: 1 }])).statusCode).toBe(404);
    expect((await change(order.id, staff, [{ product_id: rose.id, quantity: 1 }])).statusCode).toBe(403);

    const byStaff = await staffOrder(staff, {
      customer_id: florist.id,
      date: '2026-11-23',
      lines: [{ product_id: other.id, quantity: 1 }],
    });
    expect((await change(byStaff.id, florist.cookie, [{ product_id: other.id, quantity: 2 }])).statusCode).toBe(409);

    now = new Date('2026-11-20T15:30:00Z'); // 10:30 in Montreal
    const late = await change(order.id, florist.cookie, [{ product_id: rose.id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/cutoff/);
    expect(await onHand(rose.id)).toBe(1);
  });
});
