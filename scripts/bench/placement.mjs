// Order placement under load (issue 18): a bare Fastify "hello" as the ceiling, the health
// probe alone and while orders load, web and staff order placement, and the outbox's lag after
// the burst; on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { earliestDeliveryDate, montrealTime } from '@shop/contract';
import { withPostgres } from './catalog.mjs';
import { startShop } from './server.mjs';

export const DEMO_ADMIN = { email: 'admin@demo.fleurs.test', password: 'Demo-Admin-2026!' };
// The approved, active demo customers; they share the demo password.
const CUSTOMERS = [
  'client@demo.fleurs.test',
  'atelier.verdure@demo.fleurs.test',
  'evenements.lumiere@demo.fleurs.test',
  'fleurs.rive.sud@demo.fleurs.test',
];
export const PASSWORD = 'Demo-Client-2026!';
const CONNECTIONS = 50;
const SECONDS = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function signIn(url, email, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function api(url, cookie, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * `connections` clients for `seconds`, each request made by `setupRequest` (autocannon's); gives
 * requests a second, the latency percentiles (ms) and the count of each status.
 */
async function load({ url, connections = CONNECTIONS, seconds = SECONDS, method = 'GET', path: route, setupRequest }) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method, path: route, ...(setupRequest ? { setupRequest } : {}) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
    errors: result.errors,
  };
}

const figures = (r, hello) =>
  `${r.rps.toFixed(1)}/s${hello ? ` (${(r.rps / hello).toFixed(4)} of hello)` : ''}; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
  `p99 ${r.p99.toFixed(1)} ms; statuses ${JSON.stringify(r.statuses)}, ${r.errors} errors`;

/** The ceiling: a bare Fastify answering "hello" in a process of its own, as the shop runs. */
async function measureHello() {
  const port = 3800 + Math.floor(Math.random() * 100);
  const code = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.resolve('server'), stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    return await load({ url, path: '/' });
  } finally {
    child.kill();
  }
}

/** Pending e-mails in the shop's outbox (its SQLite file or its PostgreSQL database). */
function outboxCounter(shop, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    const ready = client.connect();
    return {
      async pending() {
        await ready;
        const { rows } = await client.query("select count(*)::int as n from outbox where status = 'pending'");
        return rows[0].n;
      },
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(path.join(shop.dataDir, 'shop.db'), { readonly: true });
  return {
    pending: async () => sqlite.prepare("select count(*) as n from outbox where status = 'pending'").get().n,
    close: async () => sqlite.close(),
  };
}

/** Seconds from the end of the burst until the outbox has nothing left to send (at most 5 min). */
async function outboxLag(counter) {
  const start = performance.now();
  const left = await counter.pending();
  while ((await counter.pending()) > 0 && performance.now() - start < 300_000)
    await new Promise((r) => setTimeout(r, 250));
  return { left, seconds: (performance.now() - start) / 1000 };
}

/**
 * What placing orders needs: twenty products with far more stock than a run can take (so that
 * every placement does the whole work and none is a 409), the demo customers signed in, an
 * admin, and a delivery date that is open.
 */
async function prepare(url) {
  const admin = await signIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { items } = await api(url, admin, 'GET', '/api/inventory?limit=20');
  const ids = items.map((p) => p.id);
  for (const id of ids)
    await api(url, admin, 'POST', '/api/inventory/movements', { product_id: id, quantity: 100_000, reason: 'receipt' });
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(url, email, PASSWORD));
  const { customers } = await api(url, admin, 'GET', '/api/customers?search=demo.fleurs.test&limit=50');
  return {
    admin,
    ids,
    cookies,
    customerIds: customers.filter((c) => CUSTOMERS.includes(c.email)).map((c) => c.id),
    date: earliestDeliveryDate(new Date(Date.now() + 24 * 3600_000)),
  };
}

const linesOf = (ids, n) =>
  Array.from({ length: 5 }, (_, k) => ({ product_id: ids[(n + k * 3) % ids.length], quantity: 1 }));

/** The load of orders: request n's headers and body from `order(n)`, POSTed as JSON to `route`. */
function orders(url, route, order) {
  let n = 0;
  return load({
    url,
    method: 'POST',
    path: route,
    setupRequest(request) {
      n += 1;
      const { headers, body } = order(n);
      return {
        ...request,
        headers: { 'content-type': 'application/json', origin: url, ...headers },
        body: JSON.stringify(body),
      };
    },
  });
}

/** 50 connections for 10 s, each request a 5-line web order of a demo customer with its own Idempotency-Key. */
const webOrders = (url, { ids, cookies, date }) =>
  orders(url, '/api/Customer/Orders', (n) => ({
    headers: { cookie: cookies[n % cookies.length], 'idempotency-key': randomUUID() },
    body: {
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: date,
      agreed_disclaimer: true,
      lines: linesOf(ids, n),
    },
  }));

/** The same load of staff orders: confirmed and invoiced at once (a gap-free invoice number each). */
function staffOrders(url, { ids, admin, customerIds }) {
  const today = montrealTime(new Date()).date;
  return orders(url, '/api/Orders', (n) => ({
    headers: { cookie: admin },
    body: {
      customer_id: customerIds[n % customerIds.length],
      delivery_method: 'pickup',
      delivery_date: today,
      lines: linesOf(ids, n),
      credit_override_reason: 'bench',
    },
  }));
}

/** Web orders (the existing bench's figure, also through the cluster's balancer). */
export async function benchPlacement(shop, label) {
  const setup = await prepare(shop.url);
  const r = await webOrders(shop.url, setup);
  // autocannon stops with requests still in flight: let the shop finish them before it stops.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(`${label}: ${figures(r)}`);
}

async function placementOn(shop, label, databaseUrl, hello) {
  const setup = await prepare(shop.url);
  const health = await load({ url: shop.url, path: '/api/health', seconds: 5 });
  console.log(`${label} health alone: ${figures(health, hello)}`);
  const counter = outboxCounter(shop, databaseUrl);
  try {
    // The health probe at 2 connections beside the 50 placing orders: what a balancer sees.
    const [web, probe] = await Promise.all([
      webOrders(shop.url, setup),
      load({ url: shop.url, path: '/api/health', connections: 2 }),
    ]);
    console.log(`${label} web orders: ${figures(web, hello)}`);
    console.log(
      `${label} health during the web orders: p50 ${probe.p50.toFixed(1)} ms, p99 ${probe.p99.toFixed(1)} ms`,
    );
    const lag = await outboxLag(counter);
    console.log(
      `${label} outbox after the web orders: ${lag.left} e-mails waiting, all sent ${lag.seconds.toFixed(1)} s later`,
    );
    const staff = await staffOrders(shop.url, setup);
    console.log(`${label} staff orders: ${figures(staff, hello)}`);
    await outboxLag(counter);
  } finally {
    await counter.close();
  }
}

export async function benchOrderPlacement() {
  console.log(
    `\n## Order placement (${CONNECTIONS} connections, ${SECONDS} s, 5 lines each; a bare Fastify "hello" as the ceiling)`,
  );
  const hello = await measureHello();
  console.log(`hello (bare Fastify): ${figures(hello)}`);
  const sqlite = await startShop({ SEED: 'demo', RATE_LIMIT: 'off' });
  try {
    await placementOn(sqlite, 'SQLite', undefined, hello.rps);
  } finally {
    await sqlite.stop();
  }
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(process.env.BENCH_DATABASE_URL, async (db, url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const fsync = (await client.query('show fsync')).rows[0].fsync;
      const commit = (await client.query('show synchronous_commit')).rows[0].synchronous_commit;
      await client.end();
      console.log(`PostgreSQL runs with fsync ${fsync}, synchronous_commit ${commit}`);
      const shop = await startShop({ SEED: 'demo', RATE_LIMIT: 'off', DATABASE_URL: url });
      try {
        await placementOn(shop, 'PostgreSQL', url, hello.rps);
      } finally {
        await shop.stop();
      }
    });
  }
}
