import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { takeStart } from './repository.js';

// Review s47 §4 (decision 063, 0072): what the sales hold of each lot is kept per lot, so that a
// take starts at the product's first lot not exhausted; giving back (a cancellation, a deleted
// order) opens a lot again, and the next take starts there. The FIFO results themselves are
// margins.test.ts's, unchanged.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
let t: TestApp;
let owner: string;
let grower: number;
const kit = orderKit(() => t, NOW);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner) =>
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
  grower = sup.json().data.supplier.id;
});
afterAll(() => t.close());

async function lot(productId: number, units: number, cents: number) {
  const po = (
    await call('POST', '/api/purchase-orders', {
      supplier_id: grower,
      arrival_date: '2026-11-19',
      lines: [{ product_id: productId, boxes: 1, units_per_box: units, unit_cost_cents: cents }],
    })
  ).json().data.purchase_order;
  await call('POST', `/api/purchase-orders/${po.id}/send`);
  const res = await call('POST', `/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0].id, units }] });
  expect(res.statusCode, res.body).toBe(200);
  const [receipt] = await t.db.selectFrom('purchase_receipts').select('id').where('line_id', '=', po.lines[0].id).execute();
  return receipt!.id;
}

const taken = async (productId: number) =>
  (
    await t.db
      .selectFrom('lot_units_taken')
      .select(['receipt_id', 'units', 'taken', 'exhausted'])
      .where('product_id', '=', productId)
      .orderBy('receipt_id')
      .execute()
  ).map((r) => [r.receipt_id, r.units, r.taken, r.exhausted]);
const costs = async (orderId: number) =>
  (
    await t.db
      .selectFrom('order_line_costs')
      .select(['receipt_id', 'units'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
  ).map((r) => [r.receipt_id, r.units]);

it('a take starts at the first lot not exhausted; a cancelled or deleted order opens its lots again', async () => {
  // 5 units of stock no lot covers (opening stock), then three lots of 10.
  const rose = await kit.stocked(5, { price_cents: 100 });
  const [a, b, c] = [await lot(rose.id, 10, 40), await lot(rose.id, 10, 50), await lot(rose.id, 10, 60)];
  expect(await takeStart(t.db, rose.id)).toEqual({});
  const florist = await kit.newCustomer();
  const first = await kit.staffOrder<{ id: number }>(owner, {
    customer_id: florist.id,
    date: TODAY,
    lines: [{ product_id: rose.id, quantity: 25 }],
  });
  expect(await costs(first.id)).toEqual([
    [a, 10],
    [b, 10],
    [c, 5],
  ]);
  expect(await taken(rose.id)).toEqual([
    [a, 10, 10, 1],
    [b, 10, 10, 1],
    [c, 10, 5, 0],
  ]);
  // The two exhausted lots are not read again: the next take starts at the third.
  expect(await takeStart(t.db, rose.id)).toMatchObject({ from: { receipt_id: c } });
  const web = await call(
    'POST',
    '/api/Customer/Orders',
    {
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: TODAY,
      agreed_disclaimer: true,
      lines: [{ product_id: rose.id, quantity: 5 }],
    },
    florist.cookie,
  );
  expect(web.statusCode, web.body).toBe(201);
  const webId = web.json().data.order.id as number;
  expect(await costs(webId)).toEqual([[c, 5]]);
  // All taken: a take starts at the newest lot (left: none; its cost estimates stock no lot covers).
  expect(await takeStart(t.db, rose.id)).toMatchObject({ from: { receipt_id: c } });
  const beyond = await kit.staffOrder<{ id: number }>(owner, {
    customer_id: florist.id,
    date: TODAY,
    lines: [{ product_id: rose.id, quantity: 2 }],
  });
  expect(
    await t.db
      .selectFrom('order_line_costs')
      .select(['receipt_id', 'units', 'unit_cost_cents', 'estimated'])
      .where('order_id', '=', beyond.id)
      .execute(),
  ).toMatchObject([{ receipt_id: null, units: 2, unit_cost_cents: 60, estimated: 1 }]);

  // The staff order cancelled gives back all three lots; the oldest is where a take starts.
  const cancel = await call('PUT', `/api/Orders/${first.id}/update/cancelled`);
  expect(cancel.statusCode, cancel.body).toBe(200);
  expect(await taken(rose.id)).toEqual([
    [a, 10, 0, 0],
    [b, 10, 0, 0],
    [c, 10, 5, 0],
  ]);
  expect(await takeStart(t.db, rose.id)).toMatchObject({ from: { receipt_id: a } });
  // The web order deleted (with its stock back): its lot is open again.
  const deleted = await call('DELETE', `/api/Orders/${webId}?updateInv=true`);
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  expect(await taken(rose.id)).toEqual([
    [a, 10, 0, 0],
    [b, 10, 0, 0],
    [c, 10, 0, 0],
  ]);
  const next = await kit.staffOrder<{ id: number }>(owner, {
    customer_id: florist.id,
    date: TODAY,
    lines: [{ product_id: rose.id, quantity: 12 }],
  });
  expect(await costs(next.id)).toEqual([
    [a, 10],
    [b, 2],
  ]);
});
