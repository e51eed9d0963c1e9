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

const place = async (cookie: string, productId: number, date = TODAY) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: {
      delivery_method: 'pickup',
      delivery_date: date,
      agreed_disclaimer: true,
      lines: [{ product_id: productId, quantity: 3 }],
    },
    ...as(cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number };
};
const cancel = (id: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/customer/tickets/${id}/cancel`, ...as(cookie) });

// Issue 34, item 3: a florist can cancel a pending web order until the cutoff of its delivery day.
describe('POST /api/customer/tickets/{id}/cancel', () => {
  it('cancels the florist’s own pending web order before the cutoff: stock back, trail by the florist', async () => {
    now = MORNING;
    const p = await stocked(10);
    const florist = await newCustomer();
    const order = await place(florist.cookie, p.id);
    expect(await onHand(p.id)).toBe(7);

    const other = await newCustomer();
    expect((await cancel(order.id, other.cookie)).statusCode).toBe(404);
    expect((await cancel(order.id, staff)).statusCode).toBe(403);

    const res = await cancel(order.id, florist.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your order is cancelled.', data: { order: { status: 'cancelled' } } });
    expect(await onHand(p.id)).toBe(10);
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'action'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(trail.actor_user_id).toBe(florist.id);
    // Once cancelled, it is no longer a pending web order.
    expect((await cancel(order.id, florist.cookie)).statusCode).toBe(409);
  });

  it('refuses after the cutoff of the delivery day, and an order staff took', async () => {
    now = MORNING;
    const p = await stocked(10);
    const florist = await newCustomer();
    const today = await place(florist.cookie, p.id);
    const monday = await place(florist.cookie, p.id, '2026-11-23');
    const byStaff = await staffOrder(staff, {
      customer_id: florist.id,
      date: '2026-11-23',
      lines: [{ product_id: p.id, quantity: 1 }],
    });

    now = new Date('2026-11-20T15:30:00Z'); // 10:30 in Montreal
    const late = await cancel(today.id, florist.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/cutoff/);
    expect((await cancel(byStaff.id, florist.cookie)).statusCode).toBe(409);
    expect((await cancel(monday.id, florist.cookie)).statusCode).toBe(200);
    expect(await onHand(p.id)).toBe(10 - 3 - 1);
  });
});
