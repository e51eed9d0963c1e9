import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/favourites', ...withCookie(cookie) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { product_ids: number[] } }).data.product_ids;
};
const star = (cookie: string, productId: number, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/favourites/${productId}`, ...withCookie(cookie) });

describe('favourites ("My usual", issue 17)', () => {
  it("stars and unstars a customer's own products; another customer's are never visible", async () => {
    const [a, b] = [await createCustomer(t.db), await createCustomer(t.db)];
    const [ca, cb] = [(await signIn(t.app, a.email)).cookie, (await signIn(t.app, b.email)).cookie];
    const [p1, p2] = [await createProduct(t.db), await createProduct(t.db)];

    expect(await ids(ca)).toEqual([]);
    expect((await star(ca, p1.id)).json()).toEqual({ success: true, data: { product_ids: [p1.id] } });
    await star(ca, p2.id);
    // Starring again changes nothing.
    expect((await star(ca, p1.id)).statusCode).toBe(200);
    expect((await ids(ca)).sort()).toEqual([p1.id, p2.id].sort());
    expect(await ids(cb)).toEqual([]);

    await star(cb, p2.id);
    expect(await ids(cb)).toEqual([p2.id]);
    // B unstarring p1 (never theirs) leaves A's star alone.
    await star(cb, p1.id, 'DELETE');
    expect((await ids(ca)).sort()).toEqual([p1.id, p2.id].sort());

    expect((await star(ca, p1.id, 'DELETE')).json().data.product_ids).toEqual([p2.id]);
    expect(await ids(ca)).toEqual([p2.id]);
    expect(await ids(cb)).toEqual([p2.id]);
  });

  it('refuses a product not for sale, a signed-out visitor and staff', async () => {
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    const withdrawn = await createProduct(t.db);
    await t.db.updateTable('products').set({ active: 0 }).where('id', '=', withdrawn.id).execute();
    expect((await star(cookie, withdrawn.id)).statusCode).toBe(404);
    expect((await star(cookie, 999_999)).statusCode).toBe(404);
    expect(await ids(cookie)).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url: '/api/favourites' })).statusCode).toBe(401);
    const staff = await signInAsNewAdmin(t.app, t.db);
    expect((await star(staff.cookie, (await createProduct(t.db)).id)).statusCode).toBe(403);
  });
});
