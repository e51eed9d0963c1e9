import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { insertOrderRows } from '../../test/order-rows.js';

// Issue 37 item 2 (decision 057): what to buy for an arrival, and drafting from it.
const NOW = new Date('2026-11-30T15:00:00Z'); // a Monday in Montreal
let t: TestApp;
let owner: string;
let counter: string;
let customer: number;
let ecuador: number;
let slowFarm: number;
let rose: number;
let tulip: number;
let lily: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });
const supplier = async (name: string, lead: number) =>
  (
    await call('POST', '/api/suppliers', {
      name,
      country: 'EC',
      currency: 'USD',
      email: `${lead}@farm.example`,
      lead_time_days: lead,
    })
  ).json().data.supplier.id as number;
const link = async (supplierId: number, productId: number, unitsPerBox: number, cost: number) =>
  expect(
    (
      await call('PUT', `/api/suppliers/${supplierId}/products/${productId}`, {
        units_per_box: unitsPerBox,
        last_cost_cents: cost,
      })
    ).statusCode,
  ).toBe(200);

const order = (
  fields: { type: 'order' | 'prebooking'; status?: 'cancelled'; delivery_date: string; stock_taken?: number },
  lines: Parameters<typeof insertOrderRows>[2],
) => insertOrderRows(t.db, { ...fields, customer_id: customer, now: NOW.toISOString() }, lines);
const setOnHand = (id: number, onHand: number) =>
  t.db.updateTable('products').set({ on_hand: onHand }).where('id', '=', id).execute();
type Need = { product_id: number; [k: string]: unknown };
const needs = async (query = 'arrival=2026-12-08&days=7') => {
  const res = await call('GET', `/api/purchasing/needs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    arrival: string;
    covers_to: string;
    needs: Need[];
    suppliers: unknown[];
    pagination: unknown;
  };
};
const needOf = (list: Need[], id: number) => list.find((n) => n.product_id === id);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  customer = (await createCustomer(t.db)).id;
  ecuador = await supplier('Rosas del Ecuador', 4);
  slowFarm = await supplier('Amsterdam Bulbs', 20);
  rose = (await createProduct(t.db, { sku: 'ND-ROSE', name_en: 'Rose', name_fr: 'Rose' })).id;
  tulip = (await createProduct(t.db, { sku: 'ND-TULIP', name_en: 'Tulip', name_fr: 'Tulipe' })).id;
  lily = (await createProduct(t.db, { sku: 'ND-LILY', name_en: 'Lily', name_fr: 'Lys' })).id;
  await link(ecuador, rose, 100, 40);
  await link(slowFarm, rose, 100, 30); // cheaper, but too slow for the arrival
  await link(slowFarm, tulip, 50, 25);
  await setOnHand(rose, 20);
  await setOnHand(tulip, 0);
  await setOnHand(lily, 10);
  // Prebookings: one in the week the arrival covers, one after it, one cancelled.
  await order({ type: 'prebooking', delivery_date: '2026-12-09' }, [{ product_id: rose, quantity: 3, pack_units: 50 }]);
  await order({ type: 'prebooking', delivery_date: '2026-12-20' }, [{ product_id: rose, quantity: 999 }]);
  await order({ type: 'prebooking', status: 'cancelled', delivery_date: '2026-12-10' }, [
    { product_id: rose, quantity: 999 },
  ]);
  // A back-order: 30 packs of 5 asked, 10 taken from stock.
  await order({ type: 'order', delivery_date: '2026-12-01', stock_taken: 1 }, [
    { product_id: tulip, quantity: 30, stock_quantity: 10, pack_units: 5 },
  ]);
  // A standing order: 10 roses every Tuesday from December (one in the week covered: the 8th).
  const standing = await call('POST', '/api/standing-orders', {
    customer_id: customer,
    delivery_method: 'pickup',
    lines: [{ product_id: rose, quantity: 10 }],
    weekdays: [2],
    starts_on: '2026-12-01',
  });
  expect(standing.statusCode, standing.body).toBe(201);
  // On order: a draft arriving in the week (counted), one arriving after it (not).
  for (const arrival_date of ['2026-12-08', '2026-12-30'])
    expect(
      (
        await call('POST', '/api/purchase-orders', {
          supplier_id: ecuador,
          arrival_date,
          lines: [{ product_id: rose, boxes: 1, units_per_box: 100, unit_cost_cents: 40 }],
        })
      ).statusCode,
    ).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/purchasing/needs', () => {
  it('sums prebookings and standing orders of the days covered, back-orders and the minimum, less on hand and on order', async () => {
    const minimum = await call('PUT', `/api/purchasing/minimums/${lily}`, { min_units: 60 });
    expect(minimum.statusCode, minimum.body).toBe(200);
    const data = await needs();
    expect(data).toMatchObject({ arrival: '2026-12-08', covers_to: '2026-12-14' });
    // Rose: 150 prebooked + 10 standing − 20 on hand − 100 on order = 40: one box of 100 from
    // Ecuador (4 days' lead), not the cheaper farm whose 20 days do not reach the 8th.
    expect(needOf(data.needs, rose)).toMatchObject({
      supplier_id: ecuador,
      supplier_name: 'Rosas del Ecuador',
      late: false,
      prebooked_units: 150,
      standing_units: 10,
      back_ordered_units: 0,
      on_hand: 20,
      on_order: 100,
      needed_units: 40,
      units_per_box: 100,
      boxes: 1,
      last_cost_cents: 40,
    });
    // Tulip: (30 − 10) packs of 5 on back-order = 100: two boxes of 50, its only supplier late.
    expect(needOf(data.needs, tulip)).toMatchObject({
      supplier_id: slowFarm,
      late: true,
      lead_time_days: 20,
      back_ordered_units: 100,
      needed_units: 100,
      boxes: 2,
    });
    // Lily: a minimum of 60 with 10 on hand, no supplier.
    expect(needOf(data.needs, lily)).toMatchObject({ supplier_id: null, needed_units: 50, boxes: null, min_units: 60 });
    // Grouped by supplier name, no supplier last.
    expect(data.needs.map((n) => n.product_id)).toEqual([tulip, rose, lily]);
  });

  it('gives each supplier’s totals, and a page of one supplier’s lines', async () => {
    const data = await needs('arrival=2026-12-08&limit=1&page=2');
    expect(data.suppliers).toEqual([
      {
        supplier_id: slowFarm,
        supplier_name: 'Amsterdam Bulbs',
        lead_time_days: 20,
        lines: 1,
        boxes: 2,
        late_lines: 1,
      },
      {
        supplier_id: ecuador,
        supplier_name: 'Rosas del Ecuador',
        lead_time_days: 4,
        lines: 1,
        boxes: 1,
        late_lines: 0,
      },
      { supplier_id: null, supplier_name: null, lead_time_days: null, lines: 1, boxes: 0, late_lines: 0 },
    ]);
    expect(data.needs.map((n) => n.product_id)).toEqual([rose]);
    expect(data.pagination).toEqual({ page: 2, limit: 1, total: 3 });
    expect((await needs(`arrival=2026-12-08&supplier=${ecuador}`)).needs.map((n) => n.product_id)).toEqual([rose]);
    expect((await needs('arrival=2026-12-08&supplier=none')).needs.map((n) => n.product_id)).toEqual([lily]);
  });

  it('counts a prebooking only on the days the arrival covers', async () => {
    const later = await needs('arrival=2026-12-15&days=16');
    expect(needOf(later.needs, rose)).toMatchObject({ prebooked_units: 999, standing_units: 30, on_order: 200 });
  });

  it('refuses a bad date, too many days, and the roles without purchasing', async () => {
    expect((await call('GET', '/api/purchasing/needs?arrival=2026-13-01')).statusCode).toBe(400);
    expect((await call('GET', '/api/purchasing/needs?arrival=2026-12-08&days=60')).statusCode).toBe(400);
    expect((await call('GET', '/api/purchasing/needs?arrival=2026-12-08', undefined, counter)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/purchasing/needs?arrival=2026-12-08' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/purchasing/needs/drafts', () => {
  it('drafts one purchase order per supplier at the link’s box and last cost, and the needs drop', async () => {
    const before = await t.db
      .selectFrom('purchase_orders')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/api/purchasing/needs/drafts', {
      arrival_date: '2026-12-08',
      lines: [
        { product_id: rose, supplier_id: ecuador, boxes: 1 },
        { product_id: tulip, supplier_id: slowFarm, boxes: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data.purchase_orders as { id: number; supplier_id: number; status: string }[];
    expect(made.map((o) => [o.supplier_id, o.status]).sort()).toEqual(
      [
        [ecuador, 'draft'],
        [slowFarm, 'draft'],
      ].sort(),
    );
    const tulipOrder = (
      await call('GET', `/api/purchase-orders/${made.find((o) => o.supplier_id === slowFarm)!.id}`)
    ).json().data.purchase_order;
    expect(tulipOrder.lines).toMatchObject([{ product_id: tulip, boxes: 2, units_per_box: 50, unit_cost_cents: 25 }]);
    const after = await needs();
    expect(needOf(after.needs, rose)).toBeUndefined();
    expect(needOf(after.needs, tulip)).toBeUndefined();
    const count = await t.db
      .selectFrom('purchase_orders')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(Number(before.n) + 2);
  });

  it('drafts nothing when a line’s product is not linked to its supplier (400)', async () => {
    const before = await t.db
      .selectFrom('purchase_orders')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/api/purchasing/needs/drafts', {
      arrival_date: '2026-12-08',
      lines: [
        { product_id: rose, supplier_id: ecuador, boxes: 1 },
        { product_id: lily, supplier_id: ecuador, boxes: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const count = await t.db
      .selectFrom('purchase_orders')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(Number(before.n));
  });
});

describe('PUT /api/purchasing/minimums/{productId}', () => {
  it('sets, changes and removes a minimum, in the trail; an unknown product is 404; counter 403', async () => {
    expect((await call('PUT', `/api/purchasing/minimums/${tulip}`, { min_units: 500 })).json().data).toEqual({
      product_id: tulip,
      min_units: 500,
    });
    expect(needOf((await needs()).needs, tulip)).toMatchObject({ min_units: 500 });
    expect((await call('PUT', `/api/purchasing/minimums/${tulip}`, { min_units: 0 })).statusCode).toBe(200);
    expect(needOf((await needs()).needs, tulip)).toBeUndefined();
    const trail = await t.db
      .selectFrom('audit_events')
      .select('changes')
      .where('entity', '=', 'product')
      .where('entity_id', '=', tulip)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => JSON.parse(r.changes as string).purchase_min_units)).toEqual([
      [0, 500],
      [500, 0],
    ]);
    expect((await call('PUT', '/api/purchasing/minimums/999999', { min_units: 5 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/purchasing/minimums/${tulip}`, { min_units: -1 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/purchasing/minimums/${tulip}`, { min_units: 5 }, counter)).statusCode).toBe(403);
  });
});

describe('purchase order lines name one of their product’s packs', () => {
  it('refuses another product’s pack (400) and keeps the product’s own', async () => {
    const packs = await t.db
      .selectFrom('product_packs')
      .select(['id', 'product_id'])
      .where('product_id', 'in', [rose, tulip])
      .execute();
    const rosePack = packs.find((p) => p.product_id === rose)!.id;
    const tulipPack = packs.find((p) => p.product_id === tulip)!.id;
    const write = (pack_id: number) =>
      call('POST', '/api/purchase-orders', {
        supplier_id: ecuador,
        arrival_date: '2026-12-08',
        lines: [{ product_id: rose, pack_id, boxes: 1, units_per_box: 100, unit_cost_cents: 40 }],
      });
    const refused = await write(tulipPack);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.field ?? refused.body).toContain('pack_id');
    expect((await write(rosePack)).statusCode).toBe(201);
  });
});
