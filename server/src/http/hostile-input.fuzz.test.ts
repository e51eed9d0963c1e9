import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin } from '../test/factories.js';
import { listApiRoutes, sample, type ApiRoute } from '../test/route-table.js';

/**
 * Hostile requests to every API route, read from the app's own route table (its OpenAPI
 * document), so that a new route is covered without being listed: a valid-looking request built
 * from the route's schemas, then one part of it made hostile (NUL, huge numbers, deep nesting,
 * wrong types, huge strings, malformed multipart). Whatever comes, no answer is a 5xx.
 * The same cases run on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

/** Stands for "the sample's own text with a NUL inside", which passes format checks such as e-mail's. */
const NUL_INSIDE = Symbol('nul inside');
const INT_EDGES = [2_147_483_648, -2_147_483_649, 4_294_967_296, Number.MAX_SAFE_INTEGER, 1e20, 1e308, -0.5, 1.5];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(NUL_INSIDE),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(...INT_EDGES),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom('x'.repeat(200_000), [], {}, null, true, '', ' ', '2147483648', '%00', '\ud800'),
  fc.anything({ maxDepth: 3 }),
);
/** Path segments, as they appear in the URL (percent-encoded). */
const hostileSegment = fc.constantFrom(
  ...['2147483648', '-2147483649', '99999999999999999999', '1e10', '%00', '1%00', '0x10', '-1', '0', '1.5'],
  ...['NaN', 'Infinity', '%F0%9F', '%', '%5B%5D', 'x'.repeat(3000)],
);
/** Query values, before encoding. */
const hostileQuery = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
  fc.constantFrom('2147483648', '-2147483649', '99999999999999999999', '1e10', '-1', '1.5', 'NaN', 'x'.repeat(5000)),
);

/** Replaces one property (or the whole value) of a sample with something hostile. */
function mutate(base: unknown, key: string | undefined, value: unknown): unknown {
  if (key === undefined || base === null || typeof base !== 'object' || Array.isArray(base)) {
    return value === NUL_INSIDE ? '\u0000' : value;
  }
  const own = (base as Record<string, unknown>)[key];
  if (value === NUL_INSIDE) value = typeof own === 'string' ? `${own.slice(0, 1)}\u0000${own.slice(1)}` : '\u0000';
  return { ...base, [key]: value };
}

function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

const MULTIPART_BODIES = [
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'multipart/form-data; boundary=X', body: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nval' },
  { type: 'multipart/form-data; boundary=X', body: '--X Content-Disposition: form-data; name="a" val --X--' },
  { type: 'multipart/form-data; boundary=X', body: '' },
  {
    type: 'multipart/form-data; boundary=X',
    body: '--X\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nv\u0000\r\n--X--\r\n',
  },
];

describe('hostile requests to every route', () => {
  let t: TestApp;
  let sessions: Record<'admin' | 'customer' | 'none', string | undefined>;
  let routes: ApiRoute[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'fatal' } });
    const customer = await createCustomer(t.db);
    sessions = {
      admin: (await signInAsNewAdmin(t.app, t.db)).cookie,
      customer: (await signIn(t.app, customer.email)).cookie,
      none: undefined,
    };
    routes = listApiRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the route table', () => {
    const writes = routes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/customers');
  });

  it('answers no hostile request with a server error', async () => {
    const routeIndex = fc.nat({ max: 10_000 });
    const request = fc.record({
      route: routeIndex,
      who: fc.constantFrom('admin', 'customer', 'none') as fc.Arbitrary<'admin' | 'customer' | 'none'>,
      // Which part turns hostile: one path id, one query parameter, one body field, the raw body.
      target: fc.constantFrom('path', 'query', 'body', 'raw'),
      pick: fc.nat(),
      value: hostileValue,
      segment: hostileSegment,
      queryValue: hostileQuery,
      depth: fc.constantFrom(100, 5000, 100_000),
      multipart: fc.constantFrom(...MULTIPART_BODIES),
    });
    await fc.assert(
      fc.asyncProperty(request, async (c) => {
        const writes = routes.filter((r) => r.method !== 'GET');
        // Write routes get three cases in four; reads are there for their query strings and ids.
        const pool = c.pick % 4 === 0 ? routes : writes;
        const route = pool[c.route % pool.length]!;
        // Sign-out would end the session the next cases use; it is sent signed out.
        const who = route.path === '/api/auth/logout' ? 'none' : c.who;
        const pathParams = route.params.filter((p) => p.in === 'path');
        const queryParams = route.params.filter((p) => p.in === 'query');
        const hostilePath = c.target === 'path' ? pathParams[c.pick % Math.max(pathParams.length, 1)] : undefined;
        const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === hostilePath?.name ? c.segment : String(sample(pathParams.find((p) => p.name === name)?.schema)),
        );
        const query = new URLSearchParams();
        const hostileQuery = c.target === 'query' ? queryParams[c.pick % Math.max(queryParams.length, 1)] : undefined;
        for (const p of queryParams) {
          if (p.name === hostileQuery?.name) query.set(p.name, c.queryValue);
          else if (c.pick % 3 === 0) query.set(p.name, String(sample(p.schema)));
        }
        const base = sample(route.body);
        const keys = base && typeof base === 'object' ? Object.keys(base) : [];
        const headers: Record<string, string> = { ...(sessions[who] ? { cookie: sessions[who] } : {}) };
        let payload: string | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (c.target === 'raw' && c.pick % 2 === 0) {
            headers['content-type'] = c.multipart.type;
            payload = c.multipart.body;
          } else if (c.target === 'raw') {
            headers['content-type'] = 'application/json';
            payload = deepArray(c.depth);
          } else {
            headers['content-type'] = 'application/json';
            const body = c.target === 'body' ? mutate(base, keys[c.pick % Math.max(keys.length, 1)], c.value) : base;
            payload = JSON.stringify(body ?? {});
          }
        }
        const qs = query.toString();
        const res = await t.app.inject({
          method: route.method,
          url: qs ? `${url}?${qs}` : url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        if (res.statusCode >= 500) {
          throw new Error(
            `${route.method} ${url}?${qs} as ${who} → ${res.statusCode}: ${(payload ?? '').slice(0, 300)}`,
          );
        }
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 300),
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
      },
    );
  }, 120_000);
});
