import { PERMISSION_ROLES, STAFF_ROLES, type StaffRole } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin } from '../test/factories.js';
import { listApiRoutes, sample, type ApiRoute } from '../test/route-table.js';
import type { Access } from './guards.js';

/**
 * The permission matrix (issue 15), generated from the app's route table: every route that
 * needs a signed-in caller is called as a staff member of each role and as a customer, and
 * answers 403 exactly when contract's PERMISSION_ROLES says the caller may not. A route that is
 * neither guarded nor listed as public below fails, so a new route must say who may call it.
 * The same cases run on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. Ids here name no row:
 * permission-matrix-rows.test.ts calls every route that names a row with real ones.
 */

/** Routes open to visitors: sign-in and sign-up, the public site, health. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/site',
  'GET /api/captcha',
  'POST /api/contact',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/login/second-step',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/set-password',
  'GET /api/images/{name}',
  // The fresh list's one-click unsubscribe: the e-mail's token is the permission (issue 39 item 5).
  'POST /api/unsubscribe/{token}',
]);

type Caller = StaffRole | 'customer';
const CALLERS: Caller[] = [...STAFF_ROLES, 'customer'];

/** Whether the rule lets the caller through (the handler may still refuse the data, e.g. 404). */
function allowed(access: Access, caller: Caller): boolean {
  switch (access.kind) {
    case 'signedIn':
      return true;
    case 'staff':
      return caller !== 'customer';
    case 'customer':
      return caller === 'customer';
    case 'permission':
      return caller !== 'customer' && PERMISSION_ROLES[access.permission].includes(caller);
    case 'customerOr':
      return caller === 'customer' || PERMISSION_ROLES[access.permission].includes(caller);
  }
}

describe('permission matrix', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const cookies = {} as Record<Caller, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'fatal' } });
    for (const role of STAFF_ROLES) cookies[role] = (await signInAsNewAdmin(t.app, t.db, [role])).cookie;
    cookies.customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
    routes = listApiRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('knows who may call every route', () => {
    const unguarded = routes
      .map((r) => `${r.method} ${r.path}`)
      .filter((key, i) => !PUBLIC.has(key) && !t.app.routeAccess.has(`${routes[i]!.method} ${routes[i]!.fastifyPath}`));
    expect(unguarded).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it('answers 403 exactly where the policy says no, as each role and as a customer', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = t.app.routeAccess.get(`${route.method} ${route.fastifyPath}`);
      if (!access) continue;
      const pathParams = route.params.filter((p) => p.in === 'path');
      // Ids of no row: a call that gets through changes nothing (no one resets the owner's password).
      const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const value = sample(pathParams.find((p) => p.name === name)?.schema);
        return typeof value === 'number' ? '999999' : String(value);
      });
      const query = new URLSearchParams();
      for (const p of route.params.filter((p) => p.in === 'query')) query.set(p.name, String(sample(p.schema)));
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const caller of CALLERS) {
        // Signing out ends the session the next routes use: it is public anyway.
        const res = await t.app.inject({
          method: route.method,
          url: `${url}?${query}`,
          headers: {
            cookie: cookies[caller],
            'x-language': 'fr',
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify(sample(route.body) ?? {}) } : {}),
        });
        checked += 1;
        const want = allowed(access, caller);
        const got = res.statusCode;
        if (got === 401) mismatches.push(`${caller} ${route.method} ${route.path}: 401`);
        else if (!want && (got !== 403 || res.json().error !== 'Forbidden'))
          mismatches.push(`${caller} ${route.method} ${route.path}: wanted 403, got ${got}`);
        else if (want && got === 403 && access.kind !== 'signedIn' && access.kind !== 'customer')
          mismatches.push(`${caller} ${route.method} ${route.path}: wanted through, got 403`);
        if (!want && got === 403) expect(res.json().message).toBe('Accès refusé');
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  }, 180_000);
});
