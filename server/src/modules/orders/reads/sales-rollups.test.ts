import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';
import { travelClock } from '../../../test/time-travel.js';
import { rollupPeriods } from '../../../db/rollups.js';
import { foldSalesRollups, rebuildSalesRollups } from './sales-rollups.js';

/**
 * The dashboard's sales rollups (decision 064) follow every write to the orders that changes
 * them: an edit (other lines, another day, another month), a cancel, a credit note, a back-order
 * cancelled; afterwards they hold what summing the orders again gives, and the dashboard's
 * figures are still the sums of the orders list.
 */
const time = travelClock('2026-03-02');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { RATE_LIMIT: 'off' } });
  staff = (await signInAsNewAdmin(t.app, t.db, ['owner'])).cookie;
});
afterAll(() => t.close());

const kit = orderKit(() => t, time.clock.now());
type Order = { id: number; subtotal_cents: number; lines: { id: number; product_id: number; quantity: number }[] };
const body = (customerId: number, date: string, lines: { product_id: number; quantity: number }[], extra = {}) => ({
  customer_id: customerId,
  delivery_method: 'pickup',
  delivery_date: date,
  lines,
  credit_override_reason: 'rollup test',
  ...extra,
});
async function place(payload: object): Promise<Order> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Orders', payload, ...as(staff) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order;
}

/** The rollups' rows that hold anything, in one order, once the pending rows are folded in. */
async function rollups() {
  await foldSalesRollups(t.db);
  const rows = await Promise.all(
    (['sales_rollup_sources', 'sales_rollup_customers', 'sales_rollup_products'] as const).map((table) =>
      t.db.selectFrom(table).selectAll().execute(),
    ),
  );
  return rows.map((list) =>
    list
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])))
      .filter((r) => Number(r.sales_cents) !== 0 || Number(r.orders ?? r.lines) !== 0)
      .map((r) => JSON.stringify(r, Object.keys(r).sort()))
      .sort(),
  );
}

async function listed(query: string) {
  const items: { subtotal_cents: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Orders?${query}&type=order&exclude_status=cancelled&page=${page}&limit=100`,
      ...as(staff),
    });
    const rows = res.json().data.orders as { subtotal_cents: number }[];
    items.push(...rows);
    if (rows.length < 100)
      return { orders: items.length, sales_cents: items.reduce((n, o) => n + o.subtotal_cents, 0) };
  }
}

describe('the sales rollups', () => {
  it('cover a range by whole months and the days of the months it cuts', () => {
    expect(rollupPeriods({ from: '2026-01-01', to: '2026-11-20' })).toEqual({
      days: [['2026-11-01', '2026-11-20']],
      months: ['2026-01', '2026-10'],
    });
    expect(rollupPeriods({ from: '2026-05-20', to: '2026-06-10' })).toEqual({
      days: [
        ['2026-05-20', '2026-05-31'],
        ['2026-06-01', '2026-06-10'],
      ],
      months: null,
    });
    expect(rollupPeriods({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      days: [],
      months: ['2026-02', '2026-02'],
    });
    expect(rollupPeriods({ from: '2026-03-15', to: '2026-03-15' })).toEqual({
      days: [['2026-03-15', '2026-03-15']],
      months: null,
    });
  });

  it("leave a write's figures pending, counted by the dashboard, until the job folds them in", async () => {
    const product = await kit.stocked(50, { price_cents: 450 });
    const customer = await kit.newCustomer({ businessName: 'Pending Florist' });
    const order = await place(body(customer.id, '2026-05-05', [{ product_id: product.id, quantity: 4 }]));
    const day = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard?from=2026-05-05&to=2026-05-05', ...as(staff) })).json()
        .data as Dashboard;
    const folded = () =>
      t.db
        .selectFrom('sales_rollup_sources')
        .selectAll()
        .where('grain', '=', 'day')
        .where('period', '=', '2026-05-05')
        .execute();
    const waiting = () =>
      t.db.selectFrom('sales_rollup_sources_pending').select('id').where('period', '=', '2026-05-05').execute();

    // The placement locked no rollup row: it only inserted pending ones, which the dashboard sums.
    expect(await folded()).toEqual([]);
    expect((await waiting()).length).toBe(1);
    expect(await day()).toMatchObject({ orders: 1, sales_cents: order.subtotal_cents });

    await foldSalesRollups(t.db);
    expect(await waiting()).toEqual([]);
    expect((await folded()).map((r) => [r.source, Number(r.orders), Number(r.sales_cents)])).toEqual([
      ['staff', 1, order.subtotal_cents],
    ]);
    expect(await day()).toMatchObject({ orders: 1, sales_cents: order.subtotal_cents });
    expect(await foldSalesRollups(t.db)).toBe(0);
  });

  it('follow an edit, a cancel, a credit note and a back-order cancelled, and equal the orders summed again', async () => {
    const a = await kit.stocked(500, { price_cents: 1000 });
    const b = await kit.stocked(500, { price_cents: 300 });
    const scarce = await kit.stocked(1, { price_cents: 700 });
    const c1 = await kit.newCustomer({ businessName: 'Rollup Florist 1' });
    const c2 = await kit.newCustomer({ businessName: 'Rollup Florist 2' });

    const edited = await place(body(c1.id, '2026-03-10', [{ product_id: a.id, quantity: 3 }]));
    const cancelled = await place(body(c2.id, '2026-03-10', [{ product_id: b.id, quantity: 7 }]));
    const credited = await place(body(c2.id, '2026-03-20', [{ product_id: a.id, quantity: 5 }]));
    const backOrdered = await place(body(c1.id, '2026-03-20', [{ product_id: scarce.id, quantity: 4 }]));
    const before = await rollups();

    // An edit: other lines, and a day of the next month.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${edited.id}`,
      payload: body(c1.id, '2026-04-02', [
        { product_id: b.id, quantity: 10 },
        { product_id: a.id, quantity: 1 },
      ]),
      ...as(staff),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${cancelled.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await place(
      body(c2.id, '2026-03-20', [{ product_id: a.id, quantity: 2 }], { type: 'refund', parent_order_id: credited.id }),
    );
    const line = backOrdered.lines[0]!;
    const shrink = await t.app.inject({ method: 'POST', url: `/api/back-orders/${line.id}/cancel`, ...as(staff) });
    expect(shrink.statusCode, shrink.body).toBe(200);
    expect(shrink.json().data.cancelled_quantity).toBe(3);

    const kept = await rollups();
    expect(kept).not.toEqual(before);
    await rebuildSalesRollups(t.db);
    expect(await rollups()).toEqual(kept);

    const ranges = [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-15', '2026-04-05'],
      ['2026-03-01', '2026-04-30'],
      ['2026-04-02', '2026-04-02'],
    ];
    for (const [from, to] of ranges) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dashboard?from=${from}&to=${to}`, ...as(staff) });
      const d = res.json().data as Dashboard;
      const list = await listed(`date_from=${from}&date_to=${to}`);
      expect({ orders: d.orders, sales_cents: d.sales_cents }, `${from} ${to}`).toEqual(list);
      expect(
        d.top_products.reduce((n, p) => n + p.sales_cents, 0),
        `${from} ${to}`,
      ).toBe(d.sales_cents);
      expect(
        d.top_customers.reduce((n, c) => n + c.sales_cents, 0),
        `${from} ${to}`,
      ).toBe(d.sales_cents);
    }
    const april = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard?from=2026-04-01&to=2026-04-30', ...as(staff) })
    ).json().data as Dashboard;
    expect(april.top_products.map((p) => [p.product_id, p.quantity])).toEqual([
      [b.id, 10],
      [a.id, 1],
    ]);
  });
});
