import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Dashboard, StaffRole } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';

/**
 * The dashboard (issue 39): who may read it, which ranges it takes, and that each of its numbers
 * is the sum of the list it links to (the orders list, the claims list, the aging), this period
 * and the same days a year before.
 */
const time = travelClock('2025-06-01');
const day = (d: string) => time.to(t.db, d);

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { RATE_LIMIT: 'off' } });
  owner = (await signInAsNewAdmin(t.app, t.db, ['owner'])).cookie;
});
afterAll(() => t.close());

const kit = orderKit(() => t, time.clock.now());

const get = (url: string, cookie = owner) => t.app.inject({ method: 'GET', url, ...as(cookie) });
async function dashboardOf(query: string): Promise<Dashboard> {
  const res = await get(`/api/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Dashboard;
}

/** Every page of a list, as the web would read it: its items and the pagination's total. */
async function wholeList<T>(path: string, key: string): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, unknown> & { pagination: { total: number } };
    const rows = data[key] as T[];
    items.push(...rows);
    const total = data.pagination.total;
    if (rows.length < 100) return { items, total };
  }
}

/** A staff order delivered (picked up) on `date`, placed that day. */
async function orderOn(date: string, customerId: number, lines: { product_id: number; quantity: number }[]) {
  await day(date);
  return kit.staffOrder<{ id: number; subtotal_cents: number; status: string; source: string }>(
    owner,
    { customer_id: customerId, date, lines },
    { delivery_method: 'pickup', delivery_zone: undefined, credit_override_reason: 'dashboard test' },
  );
}

/** A claim made at noon on `date` with one line per reason (the claims list's rows, set up directly). */
async function claimOn(date: string, order: { id: number }, customerId: number, reasons: string[]) {
  const line = await t.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const at = `${date}T16:00:00.000Z`;
  const claim = await t.db
    .insertInto('claims')
    .values({ customer_id: customerId, order_id: order.id, kind: 'claim', note: null, idempotency_key: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('claim_lines')
    .values(reasons.map((reason) => ({ claim_id: claim.id, order_line_id: line.id, quantity: 2, reason })))
    .execute();
}

describe('GET /api/dashboard: who and which ranges', () => {
  it.each<StaffRole>(['counter', 'designer', 'driver'])('refuses a %s (403), the figures and their XLSX', async (role) => {
    const { cookie } = await signInAsNewAdmin(t.app, t.db, [role]);
    expect((await get('/api/dashboard', cookie)).statusCode).toBe(403);
    expect((await get('/api/dashboard/sales.xlsx', cookie)).statusCode).toBe(403);
  });

  it('answers the owner and the office', async () => {
    const { cookie } = await signInAsNewAdmin(t.app, t.db, ['office']);
    expect((await get('/api/dashboard', cookie)).statusCode).toBe(200);
    expect((await get('/api/dashboard')).statusCode).toBe(200);
  });

  it('refuses a range that ends before it starts, or covers more than 3 years (400 on `to`)', async () => {
    for (const query of ['from=2025-03-02&to=2025-03-01', 'from=2020-01-01&to=2023-01-01', 'from=2019-01-01']) {
      const res = await get(`/api/dashboard?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe('to');
    }
    expect((await get('/api/dashboard?from=2020-01-02&to=2023-01-01')).statusCode).toBe(200);
    expect((await get('/api/dashboard?from=nope')).statusCode).toBe(400);
    expect((await get('/api/dashboard/nope.xlsx')).statusCode).toBe(400);
  });
});

describe('GET /api/dashboard: each number is the sum of the list it links to', () => {
  it('sales, orders by source, top customers and products, claims by reason, receivables, shrink; a year before', async () => {
    const rose = await kit.stocked(5000, { name_en: 'Dash Rose', category: 'roses', price_cents: 150 });
    const tulip = await kit.stocked(5000, { name_en: 'Dash Tulip', category: 'fillers', price_cents: 90 });
    const a = await kit.newCustomer({ businessName: 'Dashboard Florist A' });
    const b = await kit.newCustomer({ businessName: 'Dashboard Florist B' });

    // A year before (June 2025): one order.
    const old = await orderOn('2025-06-10', a.id, [{ product_id: rose.id, quantity: 10 }]);
    // The period (June 2026): three orders, one of them cancelled, and one outside the period.
    const o1 = await orderOn('2026-06-03', a.id, [
      { product_id: rose.id, quantity: 20 },
      { product_id: tulip.id, quantity: 5 },
    ]);
    const o2 = await orderOn('2026-06-15', b.id, [{ product_id: tulip.id, quantity: 40 }]);
    const cancelled = await orderOn('2026-06-16', b.id, [{ product_id: rose.id, quantity: 3 }]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${cancelled.id}/update/cancelled`,
      ...as(owner),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await orderOn('2026-07-01', a.id, [{ product_id: rose.id, quantity: 7 }]);

    // Claims: two in the period, one a year before; losses in the period.
    await claimOn('2026-06-04', o1, a.id, ['wilted', 'broken_stems']);
    await claimOn('2026-06-16', o2, b.id, ['wilted']);
    await claimOn('2025-06-11', old, a.id, ['missing']);
    await day('2026-06-20');
    const loss = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/movements',
      payload: { product_id: tulip.id, quantity: -6, reason: 'loss', note: 'wilted in the cooler' },
      ...as(owner),
    });
    expect(loss.statusCode, loss.body).toBe(201);
    await day('2026-07-05');

    const range = 'from=2026-06-01&to=2026-06-30';
    const d = await dashboardOf(range);
    expect(d.from).toBe('2026-06-01');
    expect(d.compare).toMatchObject({ from: '2025-06-01', to: '2025-06-30' });

    // Sales and orders: the orders list of the same days, type order, cancelled ones left out.
    const listed = await wholeList<{ id: number; subtotal_cents: number }>(
      '/api/Orders?date_from=2026-06-01&date_to=2026-06-30&type=order&exclude_status=cancelled',
      'orders',
    );
    expect(listed.items.map((o) => o.id).sort()).toEqual([o1.id, o2.id].sort());
    expect(d.orders).toBe(listed.total);
    expect(d.sales_cents).toBe(listed.items.reduce((s, o) => s + o.subtotal_cents, 0));
    expect(d.sales_cents).toBe(o1.subtotal_cents + o2.subtotal_cents);
    expect(d.average_order_cents).toBe(Math.round(d.sales_cents / 2));
    expect(d.margin_cents).toBeNull();
    expect(d.compare.sales_cents).toBe(old.subtotal_cents);
    expect(d.compare.orders).toBe(1);

    for (const s of d.orders_by_source) {
      const bySource = await wholeList<{ subtotal_cents: number }>(
        `/api/Orders?date_from=2026-06-01&date_to=2026-06-30&type=order&exclude_status=cancelled&source=${s.source}`,
        'orders',
      );
      expect(s.orders, s.source).toBe(bySource.total);
      expect(s.sales_cents, s.source).toBe(bySource.items.reduce((n, o) => n + o.subtotal_cents, 0));
    }

    expect(d.top_customers.map((c) => c.business_name)).toEqual(
      [
        { name: 'Dashboard Florist A', cents: o1.subtotal_cents },
        { name: 'Dashboard Florist B', cents: o2.subtotal_cents },
      ]
        .sort((x, y) => y.cents - x.cents)
        .map((c) => c.name),
    );
    for (const c of d.top_customers) {
      const ofCustomer = await wholeList<{ subtotal_cents: number }>(
        `/api/Orders?date_from=2026-06-01&date_to=2026-06-30&type=order&exclude_status=cancelled&customer_id=${c.customer_id}`,
        'orders',
      );
      expect(c.orders).toBe(ofCustomer.total);
      expect(c.sales_cents).toBe(ofCustomer.items.reduce((n, o) => n + o.subtotal_cents, 0));
    }
    const topRose = d.top_products.find((p) => p.product_id === rose.id);
    expect(topRose).toMatchObject({ name_en: 'Dash Rose', quantity: 20 });
    expect(d.top_products.find((p) => p.product_id === tulip.id)?.quantity).toBe(45);
    expect(d.top_products.reduce((n, p) => n + p.sales_cents, 0)).toBe(d.sales_cents);

    // Claims by reason: the claims list of the same days with a line of that reason.
    expect(d.claims_by_reason).toEqual([
      { reason: 'broken_stems', claims: 1, units: 2 },
      { reason: 'wilted', claims: 2, units: 4 },
    ]);
    for (const r of d.claims_by_reason) {
      const claims = await wholeList(`/api/claims?${range}&reason=${r.reason}`, 'claims');
      expect(r.claims, r.reason).toBe(claims.total);
    }
    expect((await wholeList(`/api/claims?${range}`, 'claims')).total).toBe(2);
    expect(d.compare.claims_by_reason).toEqual([{ reason: 'missing', claims: 1, units: 2 }]);
    // No product of these was ever bought: no supplier to name.
    expect(d.claims_by_supplier).toEqual([]);

    // Receivables: the aging's totals on the period's last day.
    const aging = (await get('/api/receivables/aging?as_of=2026-06-30')).json().data;
    expect(d.receivables.as_of).toBe('2026-06-30');
    expect(d.receivables.total_cents).toBe(aging.totals.total_cents);
    expect(d.receivables.buckets.find((b) => b.bucket === 'current')?.cents).toBe(aging.totals.current_cents);
    expect(d.receivables.buckets.reduce((n, b) => n + b.cents, 0)).toBe(
      ['current_cents', 'd1_30_cents', 'd31_60_cents', 'd61_90_cents', 'over_90_cents'].reduce(
        (n, k) => n + (aging.totals[k] as number),
        0,
      ),
    );

    // Shrink: the losses written off in the period, at list price, by category.
    expect(d.shrink_by_category).toEqual([{ category: 'fillers', units: 6, value_cents: 540 }]);
    expect(d.shrink_cents).toBe(540);
    expect(d.compare.shrink_cents).toBe(0);

    // Stock by age: every bucket, the fresh stock on hand now.
    expect(d.stock_by_age.map((b) => b.bucket)).toEqual(['d0_1', 'd2_3', 'd4_7', 'over_7', 'unknown']);
    expect(d.stock_by_age.reduce((n, b) => n + b.units, 0)).toBeGreaterThan(0);
  });

  it('claims by supplier: the farm of the latest receipt before the claim, else the first linked; the claims list by supplier', async () => {
    const supplier = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suppliers',
        payload: { name, country: 'CA', province: 'QC', currency: 'CAD', email: 'f@farm.example', lead_time_days: 1 },
        ...as(owner),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.supplier as { id: number; name: string };
    };
    const north = await supplier('Finca Norte');
    const south = await supplier('Ferme Sud');
    /** `units` of the product received from the supplier on `date`. */
    const receive = async (date: string, supplierId: number, productId: number, units: number) => {
      await day(date);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/purchase-orders',
        payload: {
          supplier_id: supplierId,
          arrival_date: date,
          lines: [{ product_id: productId, boxes: 1, units_per_box: units, unit_cost_cents: 40 }],
        },
        ...as(owner),
      });
      expect(created.statusCode, created.body).toBe(201);
      const order = created.json().data.purchase_order;
      expect((await t.app.inject({ method: 'POST', url: `/api/purchase-orders/${order.id}/send`, ...as(owner) })).statusCode).toBe(200);
      const received = await t.app.inject({
        method: 'POST',
        url: `/api/purchase-orders/${order.id}/receive`,
        payload: { lines: [{ line_id: order.lines[0].id, units }] },
        ...as(owner),
      });
      expect(received.statusCode, received.body).toBe(200);
    };
    const peony = await kit.stocked(0, { name_en: 'Dash Peony', price_cents: 300 });
    const carnation = await kit.stocked(500, { name_en: 'Dash Carnation', price_cents: 80 });
    const fern = await kit.stocked(500, { name_en: 'Dash Fern', price_cents: 50 });
    // The peony came from the south farm, then from the north one; the carnation was never
    // received, but both farms sell it; the fern has no supplier at all.
    await receive('2026-08-03', south.id, peony.id, 200);
    for (const s of [south, north]) {
      const link = await t.app.inject({
        method: 'PUT',
        url: `/api/suppliers/${s.id}/products/${carnation.id}`,
        payload: { units_per_box: 25 },
        ...as(owner),
      });
      expect(link.statusCode, link.body).toBe(200);
    }
    const florist = await kit.newCustomer({ businessName: 'Dashboard Florist S' });
    const order = await orderOn('2026-08-03', florist.id, [
      { product_id: peony.id, quantity: 10 },
      { product_id: carnation.id, quantity: 10 },
      { product_id: fern.id, quantity: 10 },
    ]);
    await receive('2026-08-10', north.id, peony.id, 100);
    const lines = await t.db.selectFrom('order_lines').select(['id', 'product_id']).where('order_id', '=', order.id).execute();
    const claim = async (date: string, productIds: number[]) => {
      const at = `${date}T16:00:00.000Z`;
      const { id } = await t.db
        .insertInto('claims')
        .values({ customer_id: florist.id, order_id: order.id, kind: 'claim', note: null, idempotency_key: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const claimed = lines.filter((l) => productIds.includes(l.product_id));
      await t.db
        .insertInto('claim_lines')
        .values(claimed.map((l) => ({ claim_id: id, order_line_id: l.id, quantity: 1, reason: 'wilted' })))
        .execute();
    };
    await claim('2026-08-04', [carnation.id]); // the north farm: the first linked (lower id)
    await claim('2026-08-05', [peony.id]); // the south farm: its receipt of the 3rd
    await claim('2026-08-12', [peony.id, carnation.id]); // the north farm twice: counted once
    await claim('2026-08-12', [fern.id]); // no supplier
    await day('2026-08-20');

    const range = 'from=2026-08-01&to=2026-08-31';
    const d = await dashboardOf(range);
    expect(d.claims_by_supplier).toEqual([
      { supplier_id: north.id, name: 'Finca Norte', claims: 2 },
      { supplier_id: south.id, name: 'Ferme Sud', claims: 1 },
    ]);
    expect(d.compare.claims_by_supplier).toEqual([]);
    for (const s of d.claims_by_supplier ?? []) {
      const listed = await wholeList(`/api/claims?${range}&supplier_id=${s.supplier_id}`, 'claims');
      expect(listed.total, s.name).toBe(s.claims);
    }
    expect((await wholeList(`/api/claims?${range}`, 'claims')).total).toBe(4);

    const file = await get(`/api/dashboard/claims_by_supplier.xlsx?${range}&lang=fr`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getRows(2, 2)!.map((r) => [r.getCell(1).value, r.getCell(2).value, r.getCell(3).value]);
    expect(rows).toEqual([
      ['Finca Norte', 2, 0],
      ['Ferme Sud', 1, 0],
    ]);
  });

  it('downloads a figure as XLSX with the same numbers, in the reader’s language', async () => {
    const d = await dashboardOf('from=2026-06-01&to=2026-06-30');
    const res = await get('/api/dashboard/orders_by_source.xlsx?from=2026-06-01&to=2026-06-30&lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('commandes-par-source_2026-06-01_2026-06-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Cette période');
    const staff = d.orders_by_source.find((s) => s.source === 'staff')!;
    const row = sheet.getRows(2, 2)!.find((r) => r.getCell(1).value === 'Personnel')!;
    expect(row.getCell(2).value).toBe(staff.orders);
    expect(row.getCell(4).value).toBe(staff.sales_cents / 100);
  });
});
