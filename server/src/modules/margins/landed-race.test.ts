import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Review s47 §1 (decision 063): a landed cost that changes while a florist changes an open
// order is never lost, whichever comes first. The charge route and the florist's change are the
// real ones. On PostgreSQL the first is held half-way, its cost rows written but not committed,
// by a row the test keeps locked (a cost row the first writes last), while the second runs; the
// test lets go once both wait. SQLite runs one write transaction at a time: the two run one after
// the other there, and the rows end the same.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
const PG = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let owner: string;
let grower: number;
const kit = orderKit(() => t, NOW);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  const sup = await call('POST', '/api/suppliers', {
    name: 'G',
    country: 'CA',
    province: 'QC',
    currency: 'CAD',
    email: 'g@x.example',
    lead_time_days: 1,
  });
  expect(sup.statusCode, sup.body).toBe(201);
  grower = sup.json().data.supplier.id;
});
afterAll(() => t.close());

const placed = async (cookie: string, lines: { product_id: number; quantity: number }[]) => {
  const res = await call(
    'POST',
    '/api/Customer/Orders',
    { delivery_method: 'delivery', delivery_zone: 'montreal-laval', delivery_date: TODAY, agreed_disclaimer: true, lines },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order.id as number;
};

/**
 * One purchase order of 10 roses at 30 ¢ and 10 tulips at 50 ¢, received; a florist's web order
 * of 4 roses and 2 tulips (A) and another's of 3 tulips (B).
 */
async function sold() {
  const [rose, tulip] = [await createProduct(t.db, { price_cents: 100 }), await createProduct(t.db, { price_cents: 100 })];
  const created = await call('POST', '/api/purchase-orders', {
    supplier_id: grower,
    arrival_date: '2026-11-19',
    lines: [
      { product_id: rose.id, boxes: 1, units_per_box: 10, unit_cost_cents: 30 },
      { product_id: tulip.id, boxes: 1, units_per_box: 10, unit_cost_cents: 50 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const po = created.json().data.purchase_order;
  await call('POST', `/api/purchase-orders/${po.id}/send`);
  const received = await call('POST', `/api/purchase-orders/${po.id}/receive`, {
    lines: po.lines.map((l: { id: number }) => ({ line_id: l.id, units: 10 })),
  });
  expect(received.statusCode, received.body).toBe(200);
  const florist = await kit.newCustomer();
  const a = await placed(florist.cookie, [
    { product_id: rose.id, quantity: 4 },
    { product_id: tulip.id, quantity: 2 },
  ]);
  const b = await placed((await kit.newCustomer()).cookie, [{ product_id: tulip.id, quantity: 3 }]);
  return {
    a,
    b,
    rose: rose.id,
    tulip: tulip.id,
    // 13.80 $ of freight over the 20 units by boxes: 69 ¢ more a unit (roses 99, tulips 119).
    charge: () =>
      call('POST', `/api/purchase-orders/${po.id}/charges`, { kind: 'freight', amount_cents: 1380, spread: 'boxes' }),
    // A: 5 roses and 1 tulip.
    change: () =>
      call(
        'PUT',
        `/api/customer/tickets/${a}`,
        {
          lines: [
            { product_id: rose.id, quantity: 5 },
            { product_id: tulip.id, quantity: 1 },
          ],
        },
        florist.cookie,
      ),
  };
}

const rowsOf = async (orderId: number) =>
  (
    await t.db
      .selectFrom('order_line_costs')
      .select(['product_id', 'units', 'unit_cost_cents'])
      .where('order_id', '=', orderId)
      .orderBy('product_id')
      .orderBy('id')
      .execute()
  ).map((r) => [r.product_id, Number(r.units), Number(r.unit_cost_cents)]);

/** Statements of this database waiting for a lock, until there are `n` (PostgreSQL). */
async function waiting(n: number) {
  await expect
    .poll(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        return rows[0]!.n;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(n);
}

/**
 * `first` runs until it waits for the cost row `held` the test keeps locked, `second` until it
 * waits too; then the test lets go. On SQLite, one after the other.
 */
async function race(held: number, first: () => ReturnType<typeof call>, second: () => ReturnType<typeof call>) {
  if (!PG) {
    for (const res of [await first(), await second()]) expect(res.statusCode, res.body).toBeLessThan(300);
    return;
  }
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const lock = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('order_line_costs').select('id').where('id', '=', held).forUpdate().execute();
    locked();
    await new Promise<void>((r) => (release = r));
  });
  await isLocked;
  const one = first();
  await waiting(1);
  const two = second();
  await waiting(2);
  release();
  await lock;
  const [x, y] = await Promise.all([one, two]);
  expect(x.statusCode, x.body).toBeLessThan(300);
  expect(y.statusCode, y.body).toBeLessThan(300);
}

const rowOf = async (orderId: number, productId: number) =>
  (
    await t.db
      .selectFrom('order_line_costs')
      .select('id')
      .where('order_id', '=', orderId)
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).id;

it('a charge held half-way while a florist changes the order: the change keeps the new landed cost', async () => {
  const { a, b, rose, tulip, charge, change } = await sold();
  // The charge writes the roses' rows (99) first, then the tulips' (119): B's tulip row held.
  await race(await rowOf(b, tulip), charge, change);
  expect(await rowsOf(a)).toEqual([
    [rose, 5, 99],
    [tulip, 1, 119],
  ]);
});

it('a florist change held half-way while a charge comes: the charge costs the rows the change wrote', async () => {
  const { a, rose, tulip, charge, change } = await sold();
  // The change writes A's roses first, then its tulips: A's tulip row held.
  await race(await rowOf(a, tulip), change, charge);
  expect(await rowsOf(a)).toEqual([
    [rose, 5, 99],
    [tulip, 1, 119],
  ]);
});
