import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, productInput, signIn, signInAsNewAdmin } from '../../test/factories.js';
import { TOKEN_CALLS_PER_MINUTE } from './bearer-plugin.js';
import { hashApiToken } from './service.js';

let t: TestApp;
let customer: { id: number; cookie: string };
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const c = await createCustomer(t.db);
  customer = { id: c.id, cookie: (await signIn(t.app, c.email)).cookie };
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  await createProduct(t.db);
});
afterAll(() => t.close());

async function makeToken(cookie: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: body });
  return res;
}
async function tokenOf(cookie: string, scopes: string[], extra: object = {}) {
  const res = await makeToken(cookie, { name: `POS ${scopes.join(' ')}`, scopes, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { token: string; api_token: { id: number; name: string } };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('API tokens (issue 40)', () => {
  it('shows a token once, keeps only its hash, and lists it without it', async () => {
    const { token, api_token } = await tokenOf(customer.cookie, ['catalog:read']);
    expect(token).toMatch(/^fwt_[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', api_token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashApiToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await t.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: customer.cookie } });
    expect(list.body).not.toContain(token);
    expect(list.json().data.api_tokens[0]).toMatchObject({
      id: api_token.id,
      scopes: ['catalog:read'],
      last_used_at: null,
    });
  });

  it('signs a call in as its owner, for what its scopes allow, and records its last use', async () => {
    const { token, api_token } = await tokenOf(customer.cookie, ['catalog:read']);
    const me = await get('/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(customer.id);
    expect((await get('/api/products', token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', api_token.id)
      .executeTakeFirst();
    expect(row?.last_used_at).not.toBeNull();

    // Without orders:write: 403 naming the scope; no CSRF origin needed for what it may do.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      headers: bearer(token),
      payload: {
        delivery_method: 'pickup',
        delivery_date: '2036-12-08',
        lines: [{ product_id: 1, quantity: 1 }],
        agreed_disclaimer: true,
      },
    });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toMatchObject({
      error: 'InsufficientScope',
      message: expect.stringContaining('orders:write'),
    });
    // Never its account's own settings or the tokens themselves.
    const tokens = await t.app.inject({ method: 'GET', url: '/api/tokens', headers: bearer(token) });
    expect(tokens.statusCode).toBe(403);
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tickets/1`,
      headers: { ...bearer(token), 'x-language': 'fr' },
    });
    expect(french.json().message).toBe('Ce jeton n’a pas la portée orders:read.');
  });

  it('refuses a token that is unknown, revoked or expired, or whose account is deactivated (401)', async () => {
    expect((await get('/api/auth/me', 'fwt_' + 'x'.repeat(43))).statusCode).toBe(401);
    expect((await get('/api/auth/me', 'not-a-token')).statusCode).toBe(401);

    const revoked = await tokenOf(customer.cookie, ['catalog:read']);
    expect((await get('/api/auth/me', revoked.token)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${revoked.api_token.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.api_token.revoked_at).not.toBeNull();
    expect((await get('/api/auth/me', revoked.token)).statusCode).toBe(401);

    const expired = await tokenOf(customer.cookie, ['catalog:read'], { expires_on: '2099-01-01' });
    await t.db
      .updateTable('api_tokens')
      .set({ expires_on: '2020-01-01' })
      .where('id', '=', expired.api_token.id)
      .execute();
    // A change made beside the API reaches the token cache (PostgreSQL) by its notice: milliseconds.
    const refusedSoon = (token: string) =>
      expect.poll(async () => (await get('/api/auth/me', token)).statusCode, { timeout: 2000, interval: 20 });
    await refusedSoon(expired.token).toBe(401);

    const other = await createCustomer(t.db);
    const { token } = await tokenOf((await signIn(t.app, other.email)).cookie, ['catalog:read']);
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', other.id).execute();
    await refusedSoon(token).toBe(401);
  });

  it('lets an owner revoke only their own tokens', async () => {
    const { api_token } = await tokenOf(customer.cookie, ['catalog:read']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${api_token.id}`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives a customer only the customer scopes, and staff only the areas of their roles', async () => {
    const refused = await makeToken(customer.cookie, { name: 'x', scopes: ['catalog:write'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'scopes', message: expect.stringContaining('catalog:write') });
    const driver = (await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie;
    expect((await makeToken(driver, { name: 'x', scopes: ['deliveries:read'] })).statusCode).toBe(201);
    expect((await makeToken(driver, { name: 'x', scopes: ['catalog:write'] })).statusCode).toBe(400);
    // The list says which scopes each may give, for the pages' checkboxes.
    const scopesOf = async (cookie: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json().data as {
          grantable_scopes: string[];
        }
      ).grantable_scopes;
    expect(await scopesOf(customer.cookie)).toEqual(['catalog:read', 'orders:read', 'orders:write', 'invoices:read']);
    const driverScopes = await scopesOf(driver);
    expect(driverScopes).toContain('deliveries:read');
    expect(driverScopes).not.toContain('catalog:write');
    const past = await makeToken(customer.cookie, { name: 'x', scopes: ['catalog:read'], expires_on: '2020-01-01' });
    expect(past.statusCode).toBe(400);
  });

  it('lets a staff token write in the areas of its write scopes, its owner’s roles still checked', async () => {
    const { token } = await tokenOf(owner, ['catalog:read', 'catalog:write']);
    // CSRF does not apply: a token signs the call in by itself, whatever Origin says.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
      payload: productInput(),
    });
    expect(created.statusCode).toBe(201);
    // The audit trail has the write as its owner's, via the token.
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/audit?entity=product&entity_id=${created.json().data.product.id}`,
      headers: { cookie: owner },
    });
    expect(trail.json().data.events[0]).toMatchObject({
      action: 'create',
      actor_name: expect.stringMatching(/ via token POS catalog:read catalog:write$/),
    });
    const readOnly = await tokenOf(owner, ['catalog:read']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(readOnly.token),
      payload: productInput(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('catalog:write');
    // Nor, without audit:read, the audit trail its owner may read.
    expect((await get('/api/audit', token)).statusCode).toBe(403);
  });

  it('limits the calls of each token a minute (429 with Retry-After)', { timeout: 60_000 }, async () => {
    const limited = await tokenOf(customer.cookie, ['catalog:read']);
    const other = await tokenOf(customer.cookie, ['catalog:read']);
    let last = await get('/api/auth/me', limited.token);
    for (let i = 1; i <= TOKEN_CALLS_PER_MINUTE; i += 1) last = await get('/api/auth/me', limited.token);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/auth/me', other.token)).statusCode).toBe(200);
  });
});
