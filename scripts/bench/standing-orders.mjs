// Standing orders (issue 38): the job making the day's occurrences of 2,000 standing orders (3
// lines each) into orders on SQLite (and PostgreSQL with BENCH_DATABASE_URL), then a second run
// that finds nothing left to make. Target: < 30 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, montrealTime } from '@shop/contract';
import { loadConfig } from '../../server/dist/config.js';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { createFileStore } from '../../server/dist/modules/files/index.js';
import { runStandingOrders } from '../../server/dist/modules/standing-orders/index.js';
import { withPostgres } from './catalog.mjs';
import { insertBenchCustomer } from './orders.mjs';

const STANDING = 2000;
const PRODUCTS = 30;

/** 2,000 customers with a standing order each, due today: delivered on the next open day. */
async function seed(db) {
  const now = new Date().toISOString();
  const today = montrealTime(new Date()).date;
  let delivery = addDays(today, 1);
  if (new Date(`${delivery}T12:00:00Z`).getUTCDay() === 0) delivery = addDays(delivery, 1);
  const weekday = new Date(`${delivery}T12:00:00Z`).getUTCDay();
  const lead = Math.round((Date.parse(delivery) - Date.parse(today)) / 86_400_000);
  await db.transaction().execute(async (trx) => {
    const products = [];
    for (let p = 0; p < PRODUCTS; p += 1) {
      const { id } = await trx
        .insertInto('products')
        .values({
          sku: `STANDING-${p}`,
          name_en: `Bench flower ${p}`,
          name_fr: `Fleur d'essai ${p}`,
          category: 'roses',
          unit: 'bunch',
          stems_per_unit: 25,
          price_cents: 2450,
          fresh: 1,
          active: 1,
          on_hand: 1000,
          search_text: `bench flower ${p}`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_packs')
        .values({ product_id: id, kind: 'bunch', units: 1, price_cents: 2450 })
        .execute();
      products.push(id);
    }
    for (let i = 0; i < STANDING; i += 1) {
      const customer = await insertBenchCustomer(
        trx,
        { email: `standing-bench${i}@example.com`, name: `Owner ${i}`, language: i % 2 ? 'fr' : 'en', now },
        {
          business_name: `Fleuriste permanent ${i}`,
          neq_tax_number: String(1_400_000_000 + i),
          phone_number: `514-555-${String(i).padStart(4, '0')}`,
          address1: `${i} rue Principale`,
          search_text: `fleuriste ${i}`,
        },
      );
      const { id } = await trx
        .insertInto('standing_orders')
        .values({
          customer_id: customer,
          delivery_method: 'pickup',
          delivery_zone: null,
          every_weeks: 1,
          weekdays: JSON.stringify([weekday]),
          dates: '[]',
          starts_on: today,
          ends_on: null,
          lead_days: lead,
          closed_day_shift: 'before',
          status: 'active',
          notes: null,
          created_at: now,
          updated_at: now,
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('standing_order_lines')
        .values(
          [0, 1, 2].map((position) => ({
            standing_order_id: id,
            position,
            product_id: products[(i + position * 7) % PRODUCTS],
            quantity: 2 + position,
          })),
        )
        .execute();
    }
  });
}

async function measure(label, db, dataDir) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const deps = { db, clock: { now: () => new Date() }, config, files: createFileStore('disk', { db, dataDir }) };
  const started = performance.now();
  const first = await runStandingOrders(deps);
  const seconds = (performance.now() - started) / 1000;
  const again = performance.now();
  const second = await runStandingOrders(deps);
  const secondSeconds = (performance.now() - again) / 1000;
  const { n } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${label}: ${first.ordered} occurrences made into orders in ${seconds.toFixed(1)} s ` +
      `(${((seconds * 1000) / Math.max(1, first.ordered)).toFixed(1)} ms each; target < 30 s), ${first.failed} failed; ` +
      `a second run made ${second.ordered} in ${secondSeconds.toFixed(1)} s; ${Number(n)} orders in all`,
  );
}

export async function benchStandingOrders() {
  console.log(`\n## Standing orders: the day's occurrences of ${STANDING.toLocaleString('en')} standing orders`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-standing-'));
  try {
    const db = createDb({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
    try {
      await migrateToLatest(db);
      await seed(db);
      await measure('SQLite', db, dir);
    } finally {
      await db.destroy();
    }
    if (process.env.BENCH_DATABASE_URL)
      await withPostgres(process.env.BENCH_DATABASE_URL, async (pgDb) => {
        await migrateToLatest(pgDb);
        await seed(pgDb);
        await measure('PostgreSQL', pgDb, dir);
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
