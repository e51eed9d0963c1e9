import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { profile, PASSWORD, productInput, signInAsNewAdmin } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { findUnstorable } from './storable-input.js';

describe('findUnstorable', () => {
  it('names the first NUL or out-of-range integer, anywhere in the value', () => {
    expect(findUnstorable({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorable({ id: 2_147_483_648 })).toBe('id');
    expect(findUnstorable({ id: -2_147_483_649 })).toBe('id');
    expect(findUnstorable('\u0000')).toBe('');
    expect(findUnstorable({ id: 2_147_483_647, low: -2_147_483_648, price: 1.5, at: new Date() })).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorable(deep)).toMatch(/^0(\.0)+$/);
  });
});

/**
 * What PostgreSQL answered with a 500 (NUL in text, an integer beyond its `integer`) is a 400
 * naming the field on both databases, before any query.
 */
describe('values no column can hold', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  });
  afterAll(() => t.close());

  const BIG = '2147483648';
  const cases: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: object; staff?: true; field: string }[] = [
    { method: 'POST', url: '/api/auth/login', body: { email: 'a\u0000@b.c', password: 'x' }, field: 'email' },
    {
      method: 'POST',
      url: '/api/contact',
      body: { name: 'Jo\u0000', email: 'jo@example.com', message: 'Hello' },
      field: 'name',
    },
    {
      method: 'POST',
      url: '/api/auth/signup',
      body: { ...profile(), businessName: 'Fleurs\u0000', password: PASSWORD },
      field: 'businessName',
    },
    { method: 'GET', url: `/api/products/${BIG}`, staff: true, field: 'id' },
    { method: 'PUT', url: `/api/products/${BIG}`, body: productInput(), staff: true, field: 'id' },
    { method: 'GET', url: `/api/customer/${BIG}`, staff: true, field: 'id' },
    { method: 'GET', url: `/api/Orders/${BIG}`, staff: true, field: 'id' },
    { method: 'GET', url: `/api/customers/${BIG}/emails`, staff: true, field: 'id' },
    { method: 'GET', url: `/api/Orders?customer_id=${BIG}`, staff: true, field: 'customer_id' },
    { method: 'GET', url: `/api/prebooking?customer_id=${BIG}`, staff: true, field: 'customer_id' },
    { method: 'GET', url: `/api/offers?page=${BIG}`, staff: true, field: 'page' },
    { method: 'GET', url: '/api/customers?search=%00', staff: true, field: 'search' },
    { method: 'GET', url: '/api/Orders?search=a%00b', staff: true, field: 'search' },
    { method: 'GET', url: '/api/inventory?search=%00', staff: true, field: 'search' },
    {
      method: 'POST',
      url: '/api/inventory/receipts',
      body: { lines: [{ product_id: Number(BIG), quantity: 1 }] },
      staff: true,
      field: 'lines.0.product_id',
    },
  ];
  for (const c of cases) {
    it(`${c.method} ${c.url} ${c.body ? JSON.stringify(c.body).slice(0, 60) : ''}`, async () => {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { 'x-language': 'fr', ...(c.staff ? { cookie: staff } : {}) },
        ...(c.body ? { payload: c.body } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: `${c.field}\u00a0: cette valeur n’est pas valide.`,
        error: 'ValidationError',
        field: c.field,
      });
    });
  }

  it('refuses NUL in a multipart field too', async () => {
    const fields = Object.fromEntries(Object.entries(profile()).map(([k, v]) => [k, String(v)]));
    const form = await multipart({ ...fields, city: 'Montr\u0000al' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...form.headers, cookie: staff },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'city is invalid.', field: 'city' });
  });
});
