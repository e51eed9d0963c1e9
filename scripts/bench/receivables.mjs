// Receivables (issue 12): the aging query's p95 with 20,000 customers and 500,000 invoices, and
// the time to generate and queue the monthly statements of 2,000 customers. Figures only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { loadConfig } from '../../server/dist/config.js';
import { agingPage } from '../../server/dist/modules/receivables/repository.js';
import { diskFileStore } from '../../server/dist/modules/files/disk-store.js';
import { runMonthlyStatements } from '../../server/dist/modules/statements/monthly.js';
import { insertBenchCustomer } from './orders.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** n customers, each with `perCustomer` invoices spread over 2026, a third of them part-paid. */
async function seed(db, customers, perCustomer) {
  const now = new Date().toISOString();
  const ids = [];
  for (let first = 0; first < customers; first += 500) {
    await db.transaction().execute(async (trx) => {
      for (let i = first; i < Math.min(customers, first + 500); i += 1) {
        const id = await insertBenchCustomer(
          trx,
          { email: `aging${i}@example.com`, name: `Owner ${i}`, language: i % 2 ? 'fr' : 'en', now },
          {
            business_name: `Fleuriste ${i}`,
            neq_tax_number: String(1_200_000_000 + i),
            phone_number: '514-555-0000',
            address1: `${i} rue Principale`,
            search_text: `fleuriste ${i} owner ${i}`,
            balance_cents: perCustomer * 11_500,
          },
        );
        ids.push(id);
      }
    });
  }
  let number = 0;
  const total = customers * perCustomer;
  for (let first = 0; first < total; first += 1000) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = first; i < Math.min(total, first + 1000); i += 1) {
        number += 1;
        const day = new Date(Date.UTC(2026, 0, 1 + (i % 330))).toISOString().slice(0, 10);
        rows.push({
          number: String(500_000 + number),
          customer_id: ids[i % ids.length],
          source: 'staff',
          type: 'order',
          status: 'delivered',
          delivery_method: 'pickup',
          delivery_zone: null,
          delivery_date: day,
          subtotal_cents: 10_000,
          delivery_fee_cents: 0,
          gst_cents: 500,
          qst_cents: 1000,
          total_cents: 11_500,
          invoice_number: `F-${String(number).padStart(7, '0')}`,
          invoiced_on: day,
          due_on: day,
          idempotency_key: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        });
      }
      await trx.insertInto('orders').values(rows).execute();
    });
  }
  return ids;
}

async function measureAging(db, label) {
  const times = [];
  for (let run = 0; run < 12; run += 1) {
    const started = performance.now();
    await agingPage(db, '2026-12-31', {
      sort: 'total_cents',
      order: 'desc',
      page: 1,
      limit: 25,
      search: run % 3 ? undefined : 'fleuriste 1',
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  aging (${label}): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
}

export async function benchReceivables() {
  console.log('Receivables');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-receivables-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEED: 'none', CAPTCHA: 'off' });
    const db = createDb(config.database);
    await migrateToLatest(db);
    let started = performance.now();
    await seed(db, 20_000, 25);
    console.log(
      `  seeded 20,000 customers and 500,000 invoices in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await measureAging(db, 'SQLite, 20,000 customers, 500,000 invoices');
    await db.destroy();

    const small = path.join(dir, 'statements');
    const statementsConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: small, SEED: 'none', CAPTCHA: 'off' });
    const sdb = createDb(statementsConfig.database);
    await migrateToLatest(sdb);
    await seed(sdb, 2_000, 5);
    started = performance.now();
    // The job on 2026-12-01 sends November's statements: the invoices' month is spread over
    // the year, so each customer has activity or an open balance.
    const clock = { now: () => new Date('2026-12-01T14:00:00Z') };
    const files = diskFileStore(path.join(small, 'files'));
    const result = await runMonthlyStatements({ db: sdb, clock, config: statementsConfig, files });
    console.log(
      `  monthly statements: ${result?.queued ?? 0} generated and queued in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await sdb.destroy();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReceivables();
