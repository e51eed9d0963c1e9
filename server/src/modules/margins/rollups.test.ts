import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarginGroupBy } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { receivedLot } from '../../test/purchase-lots.js';
import { figuresOf } from './report-service.js';
import { lineFigures } from './report-repository.js';
import { foldMarginRollups, rebuildMarginRollups } from './rollup-repository.js';

/**
 * The margin rollups (decision 069) follow every write that changes what a line gives the
 * margin report: an edit (other lines, another month), a cancel, a credit note that restocks,
 * a back-order filled, a landed cost charged later, a rate typed on a lot whose cost was not
 * known; afterwards they hold what summing the lines again gives, and the report read from them
 * (pending rows or folded) equals the sums of the lines themselves.
 */
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
let t: TestApp;
let owner: string;
let grower: number;
let finca: number;
const kit = orderKit(() => t, NOW);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(owner) });
const ok = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const supplier = async (name: string, currency: string, country: string) =>
  (
    await ok('POST', '/api/suppliers', {
      name,
      country,
      ...(country === 'CA' ? { province: 'QC' } : {}),
      currency,
      email: `${currency}@farm.example`,
      lead_time_days: 1,
    })
  ).supplier.id as number;
const order = (customerId: number, date: string, lines: [number, number][], extra: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  delivery_method: 'pickup',
  delivery_date: date,
  lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
  credit_override_reason: 'rollup test',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, env: { RATE_LIMIT: 'off' } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  grower = await supplier('Ferme Rollup', 'CAD', 'CA');
  finca = await supplier('Finca Rollup', 'USD', 'EC');
});
afterAll(() => t.close());

/** The rollups' rows that hold anything, once the pending rows are folded in. */
async function rollups() {
  await foldMarginRollups(t.db);
  const tables = ['margin_rollup_products', 'margin_rollup_customers', 'margin_rollup_suppliers'] as const;
  const rows = await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute()));
  return rows.map((list) =>
    list
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)])))
      .filter((r) => Object.entries(r).some(([k, v]) => typeof v === 'number' && !k.endsWith('_id') && v !== 0))
      .map((r) => JSON.stringify(r, Object.keys(r).sort()))
      .sort(),
  );
}

/** The report of a range by each grouping, and the same sums made from the lines one by one. */
async function reportAndLines(from: string, to: string) {
  const lines = await lineFigures(t.db, { range: { from, to } }).execute();
  const sum = (rows: typeof lines) =>
    figuresOf({
      lines: rows.length,
      sales_cents: rows.reduce((n, l) => n + Number(l.sales_cents), 0),
      costed_sales_cents: rows.reduce((n, l) => n + Number(l.costed_sales_cents), 0),
      cost_cents_e4: rows.reduce((n, l) => n + Number(l.cost_cents_e4), 0),
      unknown_lines: rows.reduce((n, l) => n + Number(l.unknown_lines), 0),
    });
  const keyOf = { product: 'product_id', customer: 'customer_id', supplier: 'supplier_id' } as const;
  const out: Record<string, unknown> = {};
  for (const by of ['product', 'customer', 'supplier', 'category'] as MarginGroupBy[]) {
    const res = await call('GET', `/api/reports/margin?from=${from}&to=${to}&by=${by}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.totals, `${from} ${to}`).toEqual(sum(lines));
    if (by === 'category') continue;
    const keys = [...new Set(lines.map((l) => Number(l[keyOf[by]])))];
    const groups = report.groups.map(({ id, name_en: _en, name_fr: _fr, ...figures }: Record<string, unknown>) => [
      id ?? 0,
      figures,
    ]);
    const expected = keys.map((k) => [k, sum(lines.filter((l) => Number(l[keyOf[by]]) === k))]);
    const order = (list: unknown[][]) => list.sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(order(groups), `${from} ${to} by ${by}`).toEqual(order(expected));
    out[by] = report.totals;
  }
  return out;
}

describe('the margin rollups', () => {
  it('follow edits, a cancel, a credit note, a back-order filled and landed costs moved, and equal the lines summed again', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    const vase = await createProduct(t.db, { price_cents: 500, fresh: false, category: 'hard-goods' });
    const tulip = await createProduct(t.db, { price_cents: 300 });
    const rosePurchase = await receivedLot(t, owner, {
      supplier_id: grower,
      product_id: rose.id,
      units: 100,
      cents: 40,
    });
    await receivedLot(t, owner, { supplier_id: grower, product_id: vase.id, units: 20, cents: 200 });
    const tulipPurchase = await receivedLot(t, owner, {
      supplier_id: finca,
      product_id: tulip.id,
      units: 50,
      cents: 30,
    });
    const c1 = await kit.newCustomer({ businessName: 'Margin Rollup 1' });
    const c2 = await kit.newCustomer({ businessName: 'Margin Rollup 2' });

    const edited = await ok('POST', '/api/Orders', order(c1.id, TODAY, [[rose.id, 30]]));
    const cancelled = await ok('POST', '/api/Orders', order(c2.id, TODAY, [[vase.id, 3]]));
    const credited = await ok(
      'POST',
      '/api/Orders',
      order(c2.id, TODAY, [
        [vase.id, 4],
        [tulip.id, 5],
      ]),
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: {
        delivery_method: 'delivery',
        delivery_zone: 'montreal-laval',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: rose.id, quantity: 10 }],
      },
      ...as(c1.cookie),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // 70 roses are left: 80 booked, 10 wait on back-order.
    const short = (await ok('POST', '/api/Orders', order(c2.id, TODAY, [[rose.id, 70]]))).order;
    await foldMarginRollups(t.db);
    const before = await rollups();

    await ok(
      'PUT',
      `/api/Orders/${edited.order.id}`,
      order(c1.id, '2026-12-02', [
        [tulip.id, 10],
        [rose.id, 5],
      ]),
    );
    await ok('PUT', `/api/Orders/${cancelled.order.id}/update/cancelled`);
    await ok(
      'POST',
      '/api/Orders',
      order(
        c2.id,
        TODAY,
        [
          [vase.id, 1],
          [tulip.id, 2],
        ],
        {
          type: 'refund',
          parent_order_id: credited.order.id,
          restock_dry_goods: true,
        },
      ),
    );
    await ok('POST', '/api/back-orders/allocations', {
      product_id: rose.id,
      lines: [{ order_line_id: short.lines[0].id, quantity: 10 }],
    });
    // 50.00 of freight on the roses: the web order (not invoiced) takes it.
    const charge = await ok('POST', `/api/purchase-orders/${rosePurchase}/charges`, {
      kind: 'freight',
      amount_cents: 5000,
      spread: 'boxes',
    });
    expect(charge.changed_order_ids).toEqual([placed.json().data.order.id]);
    // The tulips' USD lot had no rate: their cost was not known, and now is, invoiced or not.
    const rate = await ok('PUT', `/api/purchase-orders/${tulipPurchase}/exchange-rate`, { exchange_rate: 1.5 });
    expect(rate.changed_order_ids.length).toBeGreaterThan(0);

    const ranges = [
      [TODAY, TODAY],
      ['2026-11-01', '2026-11-30'],
      ['2026-11-15', '2026-12-05'],
      ['2026-01-01', '2026-12-31'],
    ] as const;
    // Pending rows first (the job has not run), then folded: the same report, the lines' sums.
    const pending = [];
    for (const [from, to] of ranges) pending.push(await reportAndLines(from, to));
    const kept = await rollups();
    expect(kept).not.toEqual(before);
    for (const [i, [from, to]] of ranges.entries()) expect(await reportAndLines(from, to)).toEqual(pending[i]);
    await t.db.transaction().execute((trx) => rebuildMarginRollups(trx));
    expect(await rollups()).toEqual(kept);
    const year = pending[3] as { supplier: { unknown_lines: number; costed_sales_cents: number } };
    expect(year.supplier.costed_sales_cents).toBeGreaterThan(0);
  });

  // Decision 074: an order placed is read once for the rollups, after its costs are recorded; a
  // move before them and one after would leave two rows per key where one is right.
  it('take a new web or staff order in one move, with its costs', async () => {
    const peony = await createProduct(t.db, { price_cents: 250 });
    const ribbon = await createProduct(t.db, { price_cents: 150, fresh: false, category: 'hard-goods' });
    await receivedLot(t, owner, { supplier_id: grower, product_id: peony.id, units: 40, cents: 90 });
    await receivedLot(t, owner, { supplier_id: grower, product_id: ribbon.id, units: 40, cents: 60 });
    const florist = await kit.newCustomer({ businessName: 'Margin Rollup Once' });
    const tables = ['margin_rollup_products', 'margin_rollup_customers', 'margin_rollup_suppliers'] as const;
    const pendingRows = async () => {
      const counts = await Promise.all(
        tables.map((table) =>
          t.db
            .selectFrom(`${table}_pending`)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return counts.map((c) => Number(c.n));
    };
    const lines = [
      { product_id: peony.id, quantity: 4 },
      { product_id: ribbon.id, quantity: 2 },
    ];
    await foldMarginRollups(t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: { delivery_method: 'pickup', delivery_date: TODAY, agreed_disclaimer: true, lines },
      ...as(florist.cookie),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Day and month: two products, one customer, one supplier.
    expect(await pendingRows()).toEqual([4, 2, 2]);
    await foldMarginRollups(t.db);
    await ok('POST', '/api/Orders', order(florist.id, TODAY, [[peony.id, 3]]));
    expect(await pendingRows()).toEqual([2, 2, 2]);
    // And what they took is what the lines give, costs known.
    const day = await reportAndLines(TODAY, TODAY);
    expect((day.product as { unknown_lines: number }).unknown_lines).toBe(0);
    const kept = await rollups();
    await t.db.transaction().execute((trx) => rebuildMarginRollups(trx));
    expect(await rollups()).toEqual(kept);
  });
});
