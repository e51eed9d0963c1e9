// The staff customer list with a search and a filter over 20,000 customers: median and p95.
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { listCustomers, searchText } from '../../server/dist/modules/customers/repository.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CITIES = [
  'Montréal',
  'Laval',
  'Longueuil',
  'Brossard',
  'Saint-Laurent',
  'Terrebonne',
  'Blainville',
  'Repentigny',
];
const WORDS = ['Fleurs', 'Atelier', 'Pétales', 'Jardin', 'Bouquet', 'Floral', 'Rose', 'Lys', 'Orchidée', 'Tulipe'];

async function seed(db, n) {
  const now = new Date().toISOString();
  for (let start = 0; start < n; start += 500) {
    await db.transaction().execute(async (trx) => {
      const users = [];
      for (let i = start; i < Math.min(n, start + 500); i += 1) {
        users.push({
          email: `bench${i}@example.com`,
          password_hash: null,
          role: 'customer',
          name: `Owner ${i}`,
          language: i % 3 ? 'fr' : 'en',
          status: i % 20 === 0 ? 'pending' : 'approved',
          active: i % 17 === 0 ? 0 : 1,
          created_at: new Date(Date.now() - i * 60_000).toISOString(),
          updated_at: now,
        });
      }
      const ids = await trx.insertInto('users').values(users).returning('id').execute();
      await trx
        .insertInto('customer_profiles')
        .values(
          ids.map(({ id }, k) => {
            const i = start + k;
            const p = {
              businessName: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${i}`,
              businessOwnerName: `Owner ${i}`,
              phoneNumber: `514-555-${String(i % 10000).padStart(4, '0')}`,
              city: CITIES[i % CITIES.length],
            };
            return {
              user_id: id,
              business_name: p.businessName,
              neq_tax_number: String(1_100_000_000 + i),
              phone_number: p.phoneNumber,
              address1: `${i} rue Principale`,
              city: p.city,
              province: 'QC',
              postal_code: 'H2X 1Y1',
              business_owner_name: p.businessOwnerName,
              business_type: 'florist',
              search_text: searchText(p, `bench${i}@example.com`),
            };
          }),
        )
        .execute();
    });
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(db, label) {
  const queries = [
    { search: 'atelier', filter: 'active' },
    { search: 'laval', filter: 'all' },
    { search: '514-555-12', filter: 'active' },
    { search: 'bouquet rose', filter: 'inactive' },
    { search: 'owner 1999', filter: 'all' },
  ];
  const times = [];
  for (let i = 0; i < 200; i += 1) {
    const q = queries[i % queries.length];
    const start = performance.now();
    await listCustomers(db, {
      ...q,
      page: 1 + (i % 3),
      limit: 25,
      sort: i % 2 ? 'businessName' : 'created_at',
      order: 'asc',
    });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (200 list calls, 25 a page)`,
  );
}

export async function benchCustomers() {
  console.log('\n## Customer list with 20,000 customers (search + filter + count)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-customers-'));
  const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
  await migrateToLatest(sqlite);
  await seed(sqlite, 20_000);
  await measure(sqlite, 'SQLite');
  await sqlite.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.BENCH_DATABASE_URL) {
    const pg = createDb({ dialect: 'postgres', url: process.env.BENCH_DATABASE_URL, poolSize: 10 });
    await migrateToLatest(pg);
    await seed(pg, 20_000);
    await measure(pg, 'PostgreSQL');
    await pg.destroy();
  }
}
