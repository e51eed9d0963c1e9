// Web order placement under load (autocannon), and the staff order list over 200,000 orders.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { earliestDeliveryDate } from '@shop/contract';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { listOrders } from '../../server/dist/modules/orders/repository.js';
import { searchText } from '../../server/dist/modules/customers/repository.js';
import { withPostgres } from './catalog.mjs';
import { startShop } from './server.mjs';

const DEMO_ADMIN = { email: 'admin@demo.fleurs.test', password: 'Demo-Admin-2026!' };
// The approved, active demo customers; they share the demo password.
const CUSTOMERS = [
  'client@demo.fleurs.test',
  'atelier.verdure@demo.fleurs.test',
  'evenements.lumiere@demo.fleurs.test',
  'fleurs.rive.sud@demo.fleurs.test',
];
const PASSWORD = 'Demo-Client-2026!';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function signIn(shop, email, password) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function api(shop, cookie, method, url, body) {
  const res = await fetch(`${shop.url}${url}`, {
    method,
    headers: { cookie, origin: shop.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * 50 connections for 10 s, each request a 5-line web order of a signed-in demo customer with its
 * own Idempotency-Key. Twenty products first receive far more stock than the run can take, so
 * that every placement does the whole work (locks, ledger, numbering, e-mails) and none is a 409.
 */
export async function benchPlacement(shop, label) {
  const admin = await signIn(shop, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { items } = await api(shop, admin, 'GET', '/api/inventory?limit=20');
  const ids = items.map((p) => p.id);
  for (const id of ids)
    await api(shop, admin, 'POST', '/api/inventory/movements', {
      product_id: id,
      quantity: 100_000,
      reason: 'receipt',
    });
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(shop, email, PASSWORD));
  const date = earliestDeliveryDate(new Date(Date.now() + 24 * 3600_000));

  let n = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: shop.url,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/Customer/Orders',
        setupRequest(request) {
          n += 1;
          const lines = Array.from({ length: 5 }, (_, k) => ({
            product_id: ids[(n + k * 3) % ids.length],
            quantity: 1,
          }));
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: shop.url,
              cookie: cookies[n % cookies.length],
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              delivery_method: 'delivery',
              delivery_zone: 'montreal-laval',
              delivery_date: date,
              agreed_disclaimer: true,
              lines,
            }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  // autocannon stops with requests still in flight: let the shop finish them before it stops.
  await new Promise((r) => setTimeout(r, 2000));
  latencies.sort((a, b) => a - b);
  console.log(
    `${label}: ${result.requests.average.toFixed(1)} orders/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${result.errors} errors`,
  );
}

export async function benchOrderPlacement() {
  console.log('\n## Web order placement (POST /api/Customer/Orders, 50 connections, 10 s, 5 lines each)');
  const sqlite = await startShop({ SEED: 'demo', RATE_LIMIT: 'off' });
  try {
    await benchPlacement(sqlite, 'SQLite');
  } finally {
    await sqlite.stop();
  }
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(process.env.BENCH_DATABASE_URL, async (_db, url) => {
      const shop = await startShop({ SEED: 'demo', RATE_LIMIT: 'off', DATABASE_URL: url });
      try {
        await benchPlacement(shop, 'PostgreSQL');
      } finally {
        await shop.stop();
      }
    });
  }
}

// ---------------------------------------------------------------------- the list

const STATUSES = ['pending', 'confirmed', 'ready', 'delivered', 'cancelled'];
const NAMES = ['Fleurs', 'Atelier', 'Pétales', 'Jardin', 'Bouquet', 'Floral', 'Rose', 'Lys', 'Orchidée', 'Tulipe'];

/** n orders (with one line each) for 1,000 customers over a year of delivery days, in bulk. */
/**
 * An approved customer for a bench: the user and its business profile (`profile` gives or
 * overrides the profile's columns). Returns the user's id.
 */
export async function insertBenchCustomer(trx, { email, name, language, now }, profile) {
  const { id } = await trx
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      role: 'customer',
      name,
      language,
      status: 'approved',
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('customer_profiles')
    .values({
      user_id: id,
      city: 'Montréal',
      province: 'QC',
      postal_code: 'H2X 1Y1',
      business_owner_name: name,
      business_type: 'florist',
      ...profile,
    })
    .execute();
  return id;
}

export async function seedOrders(db, n) {
  const now = new Date().toISOString();
  const customers = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 1000; i += 1) {
      const p = {
        businessName: `${NAMES[i % 10]} ${NAMES[(i * 7) % 10]} ${i}`,
        businessOwnerName: `Owner ${i}`,
        phoneNumber: `514-555-${String(i).padStart(4, '0')}`,
        city: 'Montréal',
      };
      const id = await insertBenchCustomer(
        trx,
        { email: `order-bench${i}@example.com`, name: `Owner ${i}`, language: i % 3 ? 'fr' : 'en', now },
        {
          business_name: p.businessName,
          neq_tax_number: String(1_100_000_000 + i),
          phone_number: p.phoneNumber,
          address1: `${i} rue Principale`,
          city: p.city,
          search_text: searchText(p, `order-bench${i}@example.com`),
        },
      );
      customers.push(id);
    }
    await trx
      .insertInto('products')
      .values({
        sku: 'BENCH-1',
        name_en: 'Red rose',
        name_fr: 'Rose rouge',
        category: 'roses',
        unit: 'bunch',
        stems_per_unit: 25,
        price_cents: 2450,
        fresh: 1,
        active: 1,
        on_hand: 0,
        search_text: 'red rose rouge',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
  const start = Date.parse('2026-01-01T12:00:00Z');
  for (let first = 0; first < n; first += 500) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = first; i < Math.min(n, first + 500); i += 1) {
        const created = new Date(start + i * 150_000).toISOString();
        rows.push({
          number: String(100_001 + i),
          customer_id: customers[(i * 7919) % customers.length],
          source: i % 3 ? 'staff' : 'web',
          type: i % 41 ? 'order' : 'prebooking',
          status: STATUSES[i % 5],
          delivery_method: i % 4 ? 'delivery' : 'pickup',
          delivery_zone: i % 4 ? 'montreal-laval' : null,
          delivery_date: created.slice(0, 10),
          subtotal_cents: 9800,
          delivery_fee_cents: 2200,
          gst_cents: 600,
          qst_cents: 1197,
          total_cents: 13797,
          invoice_number: i % 5 ? `F-${String(i).padStart(6, '0')}` : null,
          created_at: created,
          updated_at: created,
        });
      }
      const ids = await trx.insertInto('orders').values(rows).returning('id').execute();
      await trx
        .insertInto('order_lines')
        .values(
          ids.map(({ id }) => ({
            order_id: id,
            position: 0,
            product_id: product.id,
            name_en: 'Red rose',
            name_fr: 'Rose rouge',
            unit: 'bunch',
            stems_per_unit: 25,
            fresh: 1,
            quantity: 4,
            unit_price_cents: 2450,
            line_total_cents: 9800,
          })),
        )
        .execute();
    });
  }
}

async function measureList(db, label, n) {
  const queries = [
    {},
    { status: 'pending' },
    { status: 'confirmed', date_from: '2026-03-01', date_to: '2026-03-31' },
    { source: 'web', delivery_method: 'pickup' },
    { search: 'atelier' },
    { search: String(100_001 + Math.floor(n / 2)) },
    { search: 'tulipe rose', status: 'delivered' },
    { type: 'prebooking', date_from: '2026-06-01' },
  ];
  const times = [];
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    await listOrders(db, { ...queries[i % queries.length], page: 1 + (i % 3), limit: 25 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
      `(200 list calls: status, date range, source, method, number or customer search; page of 25 with the count)`,
  );
}

export async function benchOrderList() {
  const n = 200_000;
  console.log(`\n## Staff order list with ${n.toLocaleString('en')} orders (filters + search + count)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
  try {
    await migrateToLatest(sqlite);
    await seedOrders(sqlite, n);
    await measureList(sqlite, 'SQLite', n);
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(process.env.BENCH_DATABASE_URL, async (db) => {
      await migrateToLatest(db);
      await seedOrders(db, n);
      await measureList(db, 'PostgreSQL', n);
    });
  }
}
