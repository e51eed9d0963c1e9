import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { insertOrderRows } from '../../test/order-rows.js';

// Issue 37's speed target for what to buy: a date with 2,000 products and 500 open prebooking
// lines answers in p95 < 200 ms (decision 057; the figure measured is in the notes).
const NOW = new Date('2026-11-30T15:00:00Z');
const PRODUCTS = 2000;
const CALLS = 40;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  const customer = (await createCustomer(t.db)).id;
  const supplierIds: number[] = [];
  for (let s = 0; s < 10; s++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: `Farm ${s}`, country: 'CO', currency: 'USD', email: `f${s}@farm.example`, lead_time_days: s },
      ...as(owner),
    });
    supplierIds.push(res.json().data.supplier.id as number);
  }
  const now = NOW.toISOString();
  const ids: number[] = [];
  await t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < PRODUCTS; i++) ids.push((await createProduct(trx, { sku: `SPD-${i}` })).id);
    // Every product from two suppliers, a minimum on half of them.
    for (let i = 0; i < PRODUCTS; i += 250)
      await trx
        .insertInto('supplier_products')
        .values(
          ids.slice(i, i + 250).flatMap((id, k) =>
            [0, 1].map((j) => ({
              supplier_id: supplierIds[(i + k + j) % 10]!,
              product_id: id,
              supplier_code: null,
              units_per_box: 100,
              last_cost_cents: 30 + j,
              updated_at: now,
            })),
          ),
        )
        .execute();
    for (let i = 0; i < PRODUCTS / 2; i += 250)
      await trx
        .insertInto('purchase_minimums')
        .values(ids.slice(i, i + 250).map((id) => ({ product_id: id, min_units: 200, updated_at: now })))
        .execute();
    // 500 open prebooking lines over the fortnight (100 orders of 5), 300 back-ordered lines.
    for (let o = 0; o < 100; o++)
      await insertOrderRows(
        trx,
        {
          customer_id: customer,
          type: 'prebooking',
          delivery_date: `2026-12-${String(7 + (o % 14)).padStart(2, '0')}`,
          now,
        },
        Array.from({ length: 5 }, (_, l) => ({ product_id: ids[(o * 5 + l) * 3]!, quantity: 50 })),
      );
    for (let o = 0; o < 100; o++)
      await insertOrderRows(
        trx,
        { customer_id: customer, type: 'order', delivery_date: '2026-11-30', stock_taken: 1, now },
        Array.from({ length: 3 }, (_, l) => ({ product_id: ids[o * 7 + l]!, quantity: 20, stock_quantity: 5 })),
      );
  });
  // 20 standing orders of 5 lines each.
  for (let s = 0; s < 20; s++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/standing-orders',
      payload: {
        customer_id: customer,
        delivery_method: 'pickup',
        lines: Array.from({ length: 5 }, (_, l) => ({ product_id: ids[s * 11 + l]!, quantity: 10 })),
        weekdays: [1 + (s % 5)],
        starts_on: '2026-12-01',
      },
      ...as(owner),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 300_000);
afterAll(() => t.close());

/**
 * The p95 of CPU time per call (the process's, user and system: SQLite runs in it), which a
 * loaded machine's waits do not change as they change the wall clock (both are reported).
 */
it(`answers for ${PRODUCTS} products and 500 prebooking lines in p95 < 200 ms of CPU`, async () => {
  const cpu: number[] = [];
  const wall: number[] = [];
  let count = 0;
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/purchasing/needs?arrival=2026-12-07&days=14',
      ...as(owner),
    });
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - started);
    expect(res.statusCode).toBe(200);
    count = res.json().data.pagination.total;
  }
  const p = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.ceil(CALLS * q) - 1]!.toFixed(1);
  const figure = `what to buy: ${count} needs; CPU p50 ${p(cpu, 0.5)} ms, p95 ${p(cpu, 0.95)} ms; wall p50 ${p(wall, 0.5)} ms, p95 ${p(wall, 0.95)} ms`;
  if (process.env.SHOW_TIMINGS) process.stdout.write(`${figure}\n`);
  expect(count).toBeGreaterThan(1000);
  expect(Number(p(cpu, 0.95)), figure).toBeLessThan(200);
}, 120_000);
