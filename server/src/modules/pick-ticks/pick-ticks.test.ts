import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, createProduct, signIn } from '../../test/factories.js';

const DAY = '2026-12-08';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staff = async (roles: Parameters<typeof createAdminUser>[1]) => {
  const user = await createAdminUser(t.db, roles);
  const { name } = await t.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { name, cookie: (await signIn(t.app, user.email)).cookie };
};
const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const ticksOf = async (cookie: string, query = `date=${DAY}`) => {
  const res = await call(cookie, 'GET', `/api/pick-list/ticks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ticks as { product_id: number; quantity: number; ticked_by_name: string | null }[];
};
const tick = (cookie: string, body: object) => call(cookie, 'PUT', '/api/pick-list/ticks', { date: DAY, ...body });

/** Issue 34, item 9: the pick list ticked off on a phone, the ticks kept on the server for every picker. */
describe('ticking the pick list off', () => {
  let owner: { name: string; cookie: string };
  let designer: { name: string; cookie: string };
  let rose: number;
  let tulip: number;

  beforeAll(async () => {
    [owner, designer] = [await staff(['owner']), await staff(['designer'])];
    rose = (await createProduct(t.db, { name_en: 'Tick rose' })).id;
    tulip = (await createProduct(t.db, { name_en: 'Tick tulip' })).id;
  });

  it('shows each picker the rows the others ticked, with the quantity, who and when', async () => {
    expect(await ticksOf(designer.cookie)).toEqual([]);
    const first = await tick(owner.cookie, { product_id: rose, quantity: 40, ticked: true });
    expect(first.statusCode, first.body).toBe(200);
    const second = await tick(designer.cookie, { product_id: tulip, quantity: 12, ticked: true });
    expect(second.json().data.ticks).toHaveLength(2);
    for (const picker of [owner, designer])
      expect(await ticksOf(picker.cookie)).toEqual([
        expect.objectContaining({ product_id: rose, quantity: 40, ticked_by_name: owner.name }),
        expect.objectContaining({ product_id: tulip, quantity: 12, ticked_by_name: designer.name }),
      ]);
  });

  it('ticks again for a new quantity, unticks, and keeps each list of the date apart', async () => {
    await tick(designer.cookie, { product_id: rose, quantity: 45, ticked: true });
    expect((await ticksOf(owner.cookie)).find((r) => r.product_id === rose)).toMatchObject({
      quantity: 45,
      ticked_by_name: designer.name,
    });
    await tick(owner.cookie, { product_id: tulip, quantity: 12, ticked: false });
    expect((await ticksOf(owner.cookie)).map((r) => r.product_id)).toEqual([rose]);
    // The Laval list and the pickup list of the same date have ticks of their own.
    await tick(owner.cookie, { product_id: tulip, quantity: 3, ticked: true, delivery_zone: 'montreal-laval' });
    expect(await ticksOf(owner.cookie, `date=${DAY}&delivery_zone=montreal-laval`)).toEqual([
      expect.objectContaining({ product_id: tulip, quantity: 3 }),
    ]);
    expect(await ticksOf(owner.cookie, `date=${DAY}&delivery_method=pickup`)).toEqual([]);
    expect(await ticksOf(owner.cookie, 'date=2026-12-09')).toEqual([]);
  });

  it('ticks a product’s packs apart: a box row and the row of its own unit each keep their tick', async () => {
    const lily = (await createProduct(t.db, { name_en: 'Tick lily' })).id;
    const box = { product_id: lily, unit: 'box', stems_per_unit: 100, pack_units: 4 };
    const query = 'date=2026-12-10';
    const on = (body: object) => call(owner.cookie, 'PUT', '/api/pick-list/ticks', { date: '2026-12-10', ...body });
    expect((await on({ ...box, quantity: 2, ticked: true })).statusCode).toBe(200);
    // A row that names no pack is the product's own unit (a bunch of 25 here).
    expect((await on({ product_id: lily, quantity: 30, ticked: true })).statusCode).toBe(200);
    expect(await ticksOf(owner.cookie, query)).toEqual([
      expect.objectContaining({ ...box, quantity: 2 }),
      expect.objectContaining({ product_id: lily, unit: 'bunch', stems_per_unit: 25, pack_units: 1, quantity: 30 }),
    ]);
    await on({ ...box, quantity: 2, ticked: false });
    expect(await ticksOf(owner.cookie, query)).toEqual([
      expect.objectContaining({ product_id: lily, unit: 'bunch', pack_units: 1, quantity: 30 }),
    ]);
  });

  it('refuses an unknown product, a list without its date, and whoever may not read the pick list', async () => {
    expect((await tick(owner.cookie, { product_id: 999_999, quantity: 1, ticked: true })).statusCode).toBe(404);
    expect((await call(owner.cookie, 'GET', '/api/pick-list/ticks')).statusCode).toBe(400);
    const counter = await staff(['counter']);
    const driver = await staff(['driver']);
    const customer = await createCustomer(t.db);
    for (const cookie of [counter.cookie, driver.cookie, (await signIn(t.app, customer.email)).cookie]) {
      expect((await call(cookie, 'GET', `/api/pick-list/ticks?date=${DAY}`)).statusCode).toBe(403);
      expect((await tick(cookie, { product_id: rose, quantity: 1, ticked: false })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/pick-list/ticks?date=${DAY}` })).statusCode).toBe(401);
  });
});
