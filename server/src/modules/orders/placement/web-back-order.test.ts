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

const { stocked, onHand, newCustomer } = orderKit(() => t, NOW);

const place = (cookie: string, lines: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: { delivery_method: 'pickup', delivery_date: TODAY, agreed_disclaimer: true, lines },
    ...as(cookie),
  });

// Issue 34, item 3: 50 Anthurium with 16 in stock.
describe('a web order past the stock', () => {
  it('is refused whole unless the florist asks for the rest as a back-order, which staff then see', async () => {
    const anthurium = await stocked(16, { name_en: 'Anthurium', name_fr: 'Anthurium', price_cents: 300 });
    const rose = await stocked(10, { price_cents: 100 });
    const florist = await newCustomer();

    const refused = await place(florist.cookie, [{ product_id: anthurium.id, quantity: 50 }]);
    expect(refused.statusCode).toBe(409);
    expect(await onHand(anthurium.id)).toBe(16);

    const placed = await place(florist.cookie, [
      { product_id: rose.id, quantity: 2 },
      { product_id: anthurium.id, quantity: 50, back_order: true },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    expect(order.lines).toEqual([
      expect.objectContaining({ product_id: rose.id, quantity: 2, back_order: false }),
      expect.objectContaining({ product_id: anthurium.id, quantity: 50, back_order: true, back_order_text: '34' }),
    ]);
    // Billed for all 50, as staff back-orders are; 16 taken now, the rest waits.
    expect(order.subtotal_cents).toBe(2 * 100 + 50 * 300);
    expect([await onHand(anthurium.id), await onHand(rose.id)]).toEqual([0, 8]);

    const queue = await t.app.inject({ method: 'GET', url: `/api/back-orders?limit=100`, ...as(staff) });
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(order.number);
  });

  it('a line asked as a back-order with none in stock waits whole; the others still take all or nothing', async () => {
    const gone = await stocked(0, { price_cents: 500 });
    const few = await stocked(1, { price_cents: 500 });
    const florist = await newCustomer();
    const placed = await place(florist.cookie, [{ product_id: gone.id, quantity: 3, back_order: true }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order.lines[0]).toMatchObject({ back_order: true, back_order_text: '3' });

    const mixed = await place(florist.cookie, [
      { product_id: gone.id, quantity: 1, back_order: true },
      { product_id: few.id, quantity: 2 },
    ]);
    expect(mixed.statusCode).toBe(409);
    expect(await onHand(few.id)).toBe(1);
  });
});
