import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, NOW);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...withCookie(staff), ...(payload ? { payload } : {}) });

/** A customer's endpoint for every order event (never called here: the outbox is read). */
async function endpointOf(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    ...withCookie(cookie),
    payload: { url: 'http://127.0.0.1:9/hook', events: ['order.created', 'order.confirmed'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { webhook: { id: number } } }).data.webhook.id;
  return async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, ...withCookie(cookie) });
    expect(list.statusCode, list.body).toBe(200);
    return (list.json() as { data: { deliveries: { event: string }[] } }).data.deliveries.map((d) => d.event).sort();
  };
}

// Issue 40's events, as a receiver expects them whatever way an order came to be (review finding).
describe('order events of orders born confirmed', () => {
  it('a staff order raises order.created and order.confirmed; a prebooking neither until it is converted, then both', async () => {
    const rose = await stocked(20, { price_cents: 1000 });
    const customer = await newCustomer();
    const events = await endpointOf(customer.cookie);
    const order = (type: 'order' | 'prebooking', delivery_date: string) =>
      call('POST', '/api/Orders', {
        customer_id: customer.id,
        type,
        delivery_method: 'pickup',
        delivery_date,
        lines: [{ product_id: rose.id, quantity: 2 }],
      });

    expect((await order('order', '2026-11-20')).statusCode).toBe(201);
    expect(await events()).toEqual(['order.confirmed', 'order.created']);

    const prebooked = await order('prebooking', '2027-02-13');
    expect(prebooked.statusCode, prebooked.body).toBe(201);
    expect(await events()).toHaveLength(2);
    const id = (prebooked.json() as { data: { order: { id: number } } }).data.order.id;
    const converted = await call('PUT', `/api/prebooking/${id}`, { update_inventory: true });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await events()).toEqual(['order.confirmed', 'order.confirmed', 'order.created', 'order.created']);
  });
});
