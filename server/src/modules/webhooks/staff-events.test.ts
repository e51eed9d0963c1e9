import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { registerWebhook, startWebhookReceiver } from '../../test/webhook-receiver.js';
import { sendDueWebhooks } from './sender.js';

// Issue 40, item 3: the staff-only events, `stock.low` (inventory) and `purchase_order.received`
// (purchasing). Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
let t: TestApp;
let owner: string;
let rx: Awaited<ReturnType<typeof startWebhookReceiver>>;
const { stocked, newCustomer, staffOrder } = orderKit(() => t, NOW);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  rx = await startWebhookReceiver();
});
afterAll(async () => {
  await rx.close();
  await t.close();
});
beforeEach(() => rx.reset());

const send = () => sendDueWebhooks({ db: t.db, clock: { now: () => NOW }, log: t.app.log, production: false });
const bodiesAt = (path: string) =>
  rx.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as { event: string; data: unknown });
const register = (cookie: string, path: string, events: string[]) =>
  registerWebhook(t, cookie, `${rx.base}${path}`, events);

describe('staff-only webhook events (stock.low, purchase_order.received)', () => {
  it('are offered to the staff whose roles read them, never to a customer', async () => {
    const customer = await newCustomer();
    const offered = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/webhooks', ...withCookie(cookie) }).then((r) => r.json().data.events);
    expect(await offered(customer.cookie)).not.toContain('stock.low');
    expect(await offered(customer.cookie)).not.toContain('purchase_order.received');
    expect(await offered(owner)).toEqual(expect.arrayContaining(['stock.low', 'purchase_order.received']));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      ...withCookie(customer.cookie),
      payload: { url: `${rx.base}/c`, events: ['purchase_order.received'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'events' });
    const driver = (await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie;
    expect(await offered(driver)).not.toContain('stock.low');
  });

  it('says stock.low once, as a sale brings a product down to its low-stock level from above', async () => {
    await register(owner, '/low', ['stock.low']);
    const customer = await newCustomer();
    const peony = await stocked(14, { sku: 'LOW-PEONY', name_en: 'Peony', name_fr: 'Pivoine', price_cents: 500 });
    const order = (quantity: number) =>
      staffOrder(owner, { customer_id: customer.id, date: '2026-11-20', lines: [{ product_id: peony.id, quantity }] });

    await order(3); // 14 → 11: still above the level of 10
    expect(await send()).toBe(0);
    await order(2); // 11 → 9: crosses it
    expect(await send()).toBe(1);
    const [low] = bodiesAt('/low');
    expect(low).toMatchObject({
      event: 'stock.low',
      data: {
        product: { id: peony.id, sku: 'LOW-PEONY', name_en: 'Peony', name_fr: 'Pivoine', on_hand: 9, low_stock_at: 10 },
      },
    });
    await order(1); // 9 → 8: already under, said once
    expect(await send()).toBe(0);
  });

  it('says purchase_order.received on each receipt, with what came', async () => {
    await register(owner, '/po', ['purchase_order.received']);
    const customer = await newCustomer();
    await register(customer.cookie, '/customer', ['order.created']);
    const rose = await createProduct(t.db, { sku: 'WH-ROSE', name_en: 'Rose', name_fr: 'Rose' });
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, ...withCookie(owner), ...(payload ? { payload } : {}) });
    const supplier = (
      await call('/api/suppliers', {
        name: 'Farm',
        country: 'EC',
        currency: 'USD',
        email: 'f@farm.example',
        lead_time_days: 3,
      })
    ).json().data.supplier.id as number;
    const drafted = await call('/api/purchase-orders', {
      supplier_id: supplier,
      arrival_date: '2026-11-27',
      lines: [{ product_id: rose.id, boxes: 2, units_per_box: 100, unit_cost_cents: 40 }],
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const po = drafted.json().data.purchase_order as { id: number; number: string; lines: { id: number }[] };
    expect((await call(`/api/purchase-orders/${po.id}/send`)).statusCode).toBe(200);
    const received = await call(`/api/purchase-orders/${po.id}/receive`, {
      lines: [{ line_id: po.lines[0]!.id, units: 100, damaged_units: 5 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await send()).toBe(1);
    expect(bodiesAt('/po')).toEqual([
      expect.objectContaining({
        event: 'purchase_order.received',
        data: {
          purchase_order: expect.objectContaining({
            id: po.id,
            number: po.number,
            supplier_id: supplier,
            status: 'received',
            received: [{ line_id: po.lines[0]!.id, product_id: rose.id, units: 100, damaged_units: 5 }],
          }),
        },
      }),
    ]);
    expect(bodiesAt('/customer')).toEqual([]);
  });
});
