// The staff order list at 20,000 then 200,000 orders: how each list call grows with the data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../../server/dist/db/connection.js';
import { isPostgres } from '../../server/dist/db/migrations/helpers.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { listOrders } from '../../server/dist/modules/orders/repository.js';
import { searchText } from '../../server/dist/modules/customers/repository.js';
import { withPostgres } from './catalog.mjs';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// ---------------------------------------------------------------------- the list

const STATUSES = ['pending', 'confirmed', 'ready', 'delivered', 'cancelled'];
const NAMES = ['Fleurs', 'Atelier', 'Pétales', 'Jardin', 'Bouquet', 'Floral', 'Rose', 'Lys', 'Orchidée', 'Tulipe'];

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

/** n orders (one line each) for 1,000 customers over a year of delivery days, in bulk. */
export async function seedOrders(db, n) {
  const { customers, productId } = await seedCustomers(db);
  await addOrders(db, { customers, productId }, 0, n);
}

/** The 1,000 customers and the one product the bench's orders name. */
async function seedCustomers(db) {
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
  return { customers, productId: product.id };
}

/** Orders number `from` to `to` (exclusive), in transactions of 500. */
async function addOrders(db, { customers, productId }, from, to) {
  const start = Date.parse('2026-01-01T12:00:00Z');
  for (let first = from; first < to; first += 500) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = first; i < Math.min(to, first + 500); i += 1) {
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
            product_id: productId,
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

/** The delivery day of the order at `fraction` of n orders (the bench's orders are 150 s apart). */
const dayAt = (n, fraction) =>
  new Date(Date.parse('2026-01-01T12:00:00Z') + Math.floor(n * fraction) * 150_000).toISOString().slice(0, 10);

/** The day `days` after `day` (both YYYY-MM-DD). */
const daysAfter = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The list calls of the staff orders screen, each by name. The 200,000 orders are the 20,000's
 * business over ten times the days (576 orders a day in both): a date range of a week holds a
 * week's orders whatever the history, as it does in the shop. The "share" calls keep the range
 * at the same places in the data whatever its size, so that it holds ten times the orders at
 * 200,000: what a list costs when its matches grow with the table (decision 040).
 */
const LIST_CALLS = (n) => ({
  'no filter': {},
  status: { status: 'pending' },
  'status + a week': { status: 'confirmed', date_from: dayAt(n, 0.5), date_to: daysAfter(dayAt(n, 0.5), 6) },
  'source + method': { source: 'web', delivery_method: 'pickup' },
  'customer search': { search: 'atelier' },
  'number search': { search: String(100_001 + Math.floor(n / 2)) },
  'search + status': { search: 'tulipe rose', status: 'delivered' },
  'prebookings of the last week': { type: 'prebooking', date_from: daysAfter(dayAt(n, 1), -7) },
  'status + a tenth of the days (share)': { status: 'confirmed', date_from: dayAt(n, 0.2), date_to: dayAt(n, 0.3) },
  'prebookings of half the days (share)': { type: 'prebooking', date_from: dayAt(n, 0.5) },
});

/**
 * p95 (ms) of 150 calls of each list call, pages 1 to 3 of 25 with the count, after 15 not
 * timed (the statements prepared, the pages in the cache): a millisecond's p95 of 30 calls moved
 * by half from one run to the next on this machine.
 */
async function measureList(db, n) {
  const p95 = {};
  for (const [name, query] of Object.entries(LIST_CALLS(n))) {
    const times = [];
    for (let i = 0; i < 165; i += 1) {
      const start = performance.now();
      await listOrders(db, { ...query, page: 1 + (i % 3), limit: 25 });
      if (i >= 15) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    p95[name] = percentile(times, 95);
  }
  return p95;
}

/**
 * After a bulk load, PostgreSQL's tables as autovacuum leaves them on a live database: the
 * visibility map set (a count reads the index alone) and the planner's statistics taken.
 * SQLite is left as the shop leaves it: the shop never runs ANALYZE.
 */
async function settle(db) {
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
}

/** The list at 20,000 orders, then at 200,000 (the same database grown), and the growth of each call. */
async function listGrowth(db, label) {
  const kit = await seedCustomers(db);
  await addOrders(db, kit, 0, 20_000);
  await settle(db);
  const small = await measureList(db, 20_000);
  await addOrders(db, kit, 20_000, 200_000);
  await settle(db);
  const large = await measureList(db, 200_000);
  for (const name of Object.keys(small))
    console.log(
      `${label} ${name}: p95 ${small[name].toFixed(1)} ms at 20,000, ${large[name].toFixed(1)} ms at 200,000 ` +
        `(growth x${(large[name] / small[name]).toFixed(2)})`,
    );
}

export async function benchOrderList() {
  console.log('\n## Staff order list at 20,000 and 200,000 orders (filters, search, page of 25 with the count)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
  try {
    await migrateToLatest(sqlite);
    await listGrowth(sqlite, 'SQLite');
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(process.env.BENCH_DATABASE_URL, async (db) => {
      await migrateToLatest(db);
      await listGrowth(db, 'PostgreSQL');
    });
  }
}
