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

const { stocked, newCustomer, staffOrder } = orderKit(() => t, NOW);
const lastPrices = (customerId: number, ids: number[], cookie = staff) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Orders/last-prices/${customerId}?ids=${ids.join(',')}`,
    ...withCookie(cookie),
  });

describe('GET /api/Orders/last-prices/{customerId}', () => {
  it('gives what the customer paid for each product on their latest order that was not cancelled', async () => {
    const [rose, tulip, never] = [await stocked(50), await stocked(50), await stocked(50)];
    const me = await newCustomer();
    const other = await newCustomer();
    const line = (product_id: number, unit_price_cents: number) => ({ product_id, quantity: 1, unit_price_cents });
    await staffOrder(staff, {
      customer_id: me.id,
      date: '2026-11-21',
      lines: [line(rose.id, 2000), line(tulip.id, 900)],
    });
    const latest = await staffOrder(staff, { customer_id: me.id, date: '2026-11-24', lines: [line(rose.id, 2200)] });
    const cancelled = await staffOrder(staff, { customer_id: me.id, date: '2026-11-25', lines: [line(rose.id, 9900)] });
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${cancelled.id}/update/cancelled`,
      ...withCookie(staff),
    });
    expect(move.statusCode, move.body).toBe(200);
    // Another customer's lower price is theirs alone.
    await staffOrder(staff, { customer_id: other.id, date: '2026-11-26', lines: [line(rose.id, 100)] });

    const res = await lastPrices(me.id, [rose.id, tulip.id, never.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.prices).toEqual([
      {
        product_id: rose.id,
        unit_price_cents: 2200,
        order_id: latest.id,
        order_number: latest.number,
        delivery_date: '2026-11-24',
      },
      expect.objectContaining({ product_id: tulip.id, unit_price_cents: 900, delivery_date: '2026-11-21' }),
    ]);
  });

  it('is for staff only, and checks the ids', async () => {
    const me = await newCustomer();
    expect((await lastPrices(me.id, [1], me.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/Orders/last-prices/${me.id}?ids=1` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Orders/last-prices/${me.id}?ids=x`, ...withCookie(staff) }))
        .statusCode,
    ).toBe(400);
  });
});
