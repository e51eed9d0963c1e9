import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';
import { runStandingOrders } from './job.js';

// Issue 38, items 1-2. Monday 2026-12-07, 08:00 in Montreal (the travel clock's hour).
const travel = travelClock('2026-12-07');
let t: TestApp;
let owner: string;
const as = withCookie;
const { stocked, newCustomer, onHand } = orderKit(() => t, new Date('2026-12-07T13:00:00Z'));
const run = () => runStandingOrders({ db: t.db, clock: travel.clock, config: t.config, files: t.app.files });

beforeAll(async () => {
  t = await createTestApp({ clock: travel.clock });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const weekly = (productId: number, extra: object = {}) => ({
  delivery_method: 'pickup',
  lines: [{ product_id: productId, quantity: 5 }],
  every_weeks: 1,
  weekdays: [2, 5],
  starts_on: '2026-12-07',
  lead_days: 2,
  ...extra,
});
const ordersOf = (customerId: number) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'delivery_date', 'status', 'source'])
    .where('customer_id', '=', customerId)
    .orderBy('delivery_date')
    .execute();

describe('standing orders (issue 38 items 1-2)', () => {
  let florist: Awaited<ReturnType<typeof newCustomer>>;
  let other: Awaited<ReturnType<typeof newCustomer>>;
  let productId: number;
  let id: number;

  it('the florist makes one; another customer finds nothing of it (404)', async () => {
    florist = await newCustomer();
    other = await newCustomer();
    productId = (await stocked(8)).id;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/standing-orders',
      payload: weekly(productId),
      ...as(florist.cookie),
    });
    expect(made.statusCode, made.body).toBe(201);
    id = made.json().data.standing_order.id;
    expect(made.json().data.standing_order).toMatchObject({
      customer_id: florist.id,
      weekdays: [2, 5],
      lead_days: 2,
      status: 'active',
      next_date: '2026-12-08',
    });
    for (const [method, url, payload] of [
      ['GET', `/api/customer/standing-orders/${id}`, undefined],
      ['PUT', `/api/customer/standing-orders/${id}`, weekly(productId)],
      ['DELETE', `/api/customer/standing-orders/${id}`, undefined],
      ['POST', `/api/customer/standing-orders/${id}/skip`, { date: '2026-12-11' }],
      ['GET', `/api/customer/standing-orders/${id}/occurrences`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(other.cookie) });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/customer/standing-orders', ...as(other.cookie) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.standing_orders).toEqual([]);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/standing-orders?customer_id=${florist.id}`,
      ...as(owner),
    });
    expect(staff.json().data.standing_orders.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('refuses a recurrence that never falls on an open day (400)', async () => {
    const sundays = await t.app.inject({
      method: 'POST',
      url: '/api/customer/standing-orders',
      payload: weekly(productId, { weekdays: [], dates: ['2026-12-13', '2026-12-20'] }),
      ...as(florist.cookie),
    });
    expect([sundays.statusCode, sundays.json().field]).toEqual([400, 'weekdays']);
  });

  it('makes each due occurrence a pending order once, stock taken and the rest back-ordered', async () => {
    // Monday: Tuesday's occurrence (2 days before) is due, Friday's not yet.
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.ordered + second.ordered).toBe(1);
    expect(await run()).toMatchObject({ ordered: 0, failed: 0 });
    const orders = await ordersOf(florist.id);
    expect(orders).toMatchObject([{ delivery_date: '2026-12-08', status: 'pending', source: 'web' }]);
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['quantity', 'stock_quantity'])
      .where('order_id', '=', orders[0]!.id)
      .execute();
    expect(lines).toEqual([{ quantity: 5, stock_quantity: 5 }]);
    expect(await onHand(productId)).toBe(3);
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/customer/standing-orders/${id}/skip`,
      payload: { date: '2026-12-08' },
      ...as(florist.cookie),
    });
    expect(skip.statusCode).toBe(409);
  });

  it('moves an occurrence on a closed day, skips one asked for, and catches up after downtime', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/closed-days',
      payload: { date: '2026-12-15', name_en: 'Inventory day', name_fr: 'Jour d’inventaire' },
      ...as(owner),
    });
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/api/customer/standing-orders/${id}/skip`,
      payload: { date: '2026-12-18' },
      ...as(florist.cookie),
    });
    expect(skipped.statusCode).toBe(200);
    const notADay = await t.app.inject({
      method: 'POST',
      url: `/api/customer/standing-orders/${id}/skip`,
      payload: { date: '2026-12-16' },
      ...as(florist.cookie),
    });
    expect(notADay.statusCode).toBe(400);
    const upcoming = await t.app.inject({
      method: 'GET',
      url: `/api/customer/standing-orders/${id}/occurrences?from=2026-12-08&to=2026-12-18`,
      ...as(florist.cookie),
    });
    expect(upcoming.json().data.occurrences).toEqual([
      expect.objectContaining({ date: '2026-12-08', status: 'ordered', order_id: expect.any(Number) }),
      expect.objectContaining({ date: '2026-12-11', status: 'planned', orders_on: '2026-12-09' }),
      expect.objectContaining({
        date: '2026-12-15',
        delivery_date: '2026-12-14',
        orders_on: '2026-12-12',
        status: 'planned',
        moved_for: { name_en: 'Inventory day', name_fr: 'Jour d’inventaire' },
      }),
      expect.objectContaining({ date: '2026-12-18', status: 'skipped' }),
    ]);
    // The servers were down from Monday to Saturday morning: Friday's delivery day is past (not
    // made), the closed Tuesday's (moved to Monday) is due.
    await travel.to(t.db, '2026-12-12');
    expect(await run()).toMatchObject({ ordered: 1, failed: 0 });
    expect((await ordersOf(florist.id)).map((o) => o.delivery_date)).toEqual(['2026-12-08', '2026-12-14']);
    // The lines short of stock wait as back-orders.
    const [line] = await t.db
      .selectFrom('order_lines')
      .select(['quantity', 'stock_quantity'])
      .where('order_id', '=', (await ordersOf(florist.id))[1]!.id)
      .execute();
    expect(line).toEqual({ quantity: 5, stock_quantity: 3 });
    // The skipped Friday is never made.
    await travel.to(t.db, '2026-12-17');
    expect(await run()).toMatchObject({ ordered: 0, failed: 0 });
  });

  it('leaves nothing of a run stopped midway, and the next run makes the occurrence once', async () => {
    const again = await newCustomer();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/standing-orders',
      payload: weekly(productId, { weekdays: [], dates: ['2026-12-18'], starts_on: '2026-12-17' }),
      ...as(again.cookie),
    });
    expect(made.statusCode).toBe(201);
    // The clock fails once the run is inside the occurrence's transaction (the order's stamp).
    let calls = 0;
    const breaking = {
      now: () => {
        if (++calls > 2) throw new Error('stopped');
        return travel.clock.now();
      },
    };
    await expect(
      runStandingOrders({ db: t.db, clock: breaking, config: t.config, files: t.app.files }),
    ).rejects.toThrow('stopped');
    const rows = () =>
      t.db
        .selectFrom('standing_order_occurrences')
        .select('status')
        .where('standing_order_id', '=', made.json().data.standing_order.id)
        .execute();
    expect(await rows()).toEqual([]);
    expect(await ordersOf(again.id)).toEqual([]);
    expect((await run()).ordered).toBe(1);
    expect(await rows()).toEqual([{ status: 'ordered' }]);
    expect(await ordersOf(again.id)).toHaveLength(1);
  });

  it('ends; nothing more is made; each change is in the trail', async () => {
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/standing-orders/${id}`,
      ...as(florist.cookie),
    });
    expect(ended.json().data.standing_order.status).toBe('ended');
    await travel.to(t.db, '2026-12-20');
    expect(await run()).toMatchObject({ ordered: 0, failed: 0 });
    const trail = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'standing_order')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['create', 'skip', 'end']);
  });
});
