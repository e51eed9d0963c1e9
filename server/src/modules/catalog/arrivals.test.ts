import { arrivalAgeDays } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { travelClock } from '../../test/time-travel.js';

// Issue 36, item 5: fresh first. A receipt records when stock arrived; the shop sorts and
// filters by it.
const travel = travelClock('2026-11-23');
let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ clock: travel.clock });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
});
afterAll(() => t.close());

const move = (product_id: number, quantity: number, reason: string, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/movements',
    payload: { product_id, quantity, reason, ...(note ? { note } : {}) },
    ...withCookie(staff),
  });

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?search=arrivee&${query}`,
    ...withCookie(customer),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    products: { id: number; name_en: string; arrived_at: string | null; arrived_on: string | null }[];
    pagination: { total: number };
  };
};

describe('arrivals (issue 36, item 5)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [key, fresh] of [
      ['old', true],
      ['yesterday', true],
      ['vase', false],
      ['today', true],
      ['never', true],
    ] as const) {
      ids[key] = (await createProduct(t.db, { name_en: `Arrivee ${key}`, name_fr: `Arrivee ${key}`, fresh })).id;
    }
    // Montreal is UTC-5 in November: 13:00Z is 08:00 there.
    await travel.at(t.db, '2026-11-18T13:00:00.000Z');
    expect((await move(ids.old!, 10, 'receipt')).statusCode).toBe(201);
    await travel.at(t.db, '2026-11-22T14:00:00.000Z');
    expect((await move(ids.yesterday!, 10, 'receipt')).statusCode).toBe(201);
    await travel.at(t.db, '2026-11-23T06:00:00.000Z'); // 01:00 in Montreal: today there
    expect((await move(ids.vase!, 5, 'receipt')).statusCode).toBe(201);
    await travel.at(t.db, '2026-11-23T12:30:00.000Z');
    expect((await move(ids.today!, 20, 'receipt')).statusCode).toBe(201);
    // A return and an adjustment add stock but are no arrival.
    await travel.at(t.db, '2026-11-23T15:00:00.000Z');
    expect((await move(ids.old!, 2, 'return')).statusCode).toBe(201);
    expect((await move(ids.old!, 1, 'adjustment', 'counted again')).statusCode).toBe(201);
  });

  it('records the instant of the last receipt, for dry goods too', async () => {
    const { products } = await list('sort=arrival&limit=10');
    const byId = new Map(products.map((p) => [p.id, p]));
    expect(byId.get(ids.today!)).toMatchObject({ arrived_at: '2026-11-23T12:30:00.000Z', arrived_on: '2026-11-23' });
    expect(byId.get(ids.old!)).toMatchObject({ arrived_at: '2026-11-18T13:00:00.000Z', arrived_on: '2026-11-18' });
    // A vase has no fresh age, but it did arrive.
    expect(byId.get(ids.vase!)).toMatchObject({ arrived_at: '2026-11-23T06:00:00.000Z', arrived_on: null });
    expect(byId.get(ids.never!)).toMatchObject({ arrived_at: null, arrived_on: null });
  });

  it('sorts newest arrival first, never received last (sort=arrival), even with a search', async () => {
    const { products } = await list('sort=arrival&limit=10');
    expect(products.map((p) => p.id)).toEqual([ids.today, ids.vase, ids.yesterday, ids.old, ids.never]);
    // Pages follow the same order.
    const second = await list('sort=arrival&limit=2&page=2');
    expect(second.products.map((p) => p.id)).toEqual([ids.yesterday, ids.old]);
    // Names otherwise.
    const byName = await list('sort=name&limit=10');
    expect(byName.products.map((p) => p.name_en)).toEqual([
      'Arrivee never',
      'Arrivee old',
      'Arrivee today',
      'Arrivee vase',
      'Arrivee yesterday',
    ]);
  });

  it('filters on the last n business days in Montreal (new=), with the total and facets', async () => {
    const today = await list('new=1&sort=arrival&facets=true');
    expect(today.products.map((p) => p.id)).toEqual([ids.today, ids.vase]);
    expect(today.pagination.total).toBe(2);
    const two = await list('new=2&sort=arrival');
    expect(two.products.map((p) => p.id)).toEqual([ids.today, ids.vase, ids.yesterday]);
    const week = await list('new=7');
    expect(week.pagination.total).toBe(4);
    const facets = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=arrivee&new=1&facets=true',
      ...withCookie(customer),
    });
    const roses = facets.json().data.facets.category as { id: number; count: number }[];
    expect(roses.reduce((sum, c) => sum + c.count, 0)).toBe(2);
  });

  it('refuses a filter out of range, naming it', async () => {
    for (const bad of ['new=0', 'new=31', 'new=soon', 'sort=newest']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${bad}`, ...withCookie(customer) });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(bad.split('=')[0]);
    }
  });

  it('counts the age in business days in Montreal', () => {
    const now = new Date('2026-11-23T16:00:00Z');
    expect(arrivalAgeDays(null, now)).toBeNull();
    expect(arrivalAgeDays('2026-11-23T06:00:00.000Z', now)).toBe(0);
    // 04:00Z on the 23rd is still the 22nd in Montreal.
    expect(arrivalAgeDays('2026-11-23T04:00:00.000Z', now)).toBe(1);
    expect(arrivalAgeDays('2026-11-21T14:00:00.000Z', now)).toBe(2);
  });
});
