// The owner's dashboard (issue 39): p95 of GET /api/dashboard's figures at 200,000 orders on
// SQLite (a year of orders, with losses and claims), for today, a week, a month, a quarter and
// the year. Figures only, never a failure: the target is p95 < 300 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { sql } from 'kysely';
import { dashboard } from '../../server/dist/modules/dashboard/index.js';
import { rebuildSalesRollups } from '../../server/dist/modules/orders/reads/sales-rollups.js';
import { rebuildSettlements } from '../../server/dist/modules/payments/index.js';
import { agingTotals } from '../../server/dist/modules/receivables/index.js';
import { seedOrders } from './orders.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ORDERS = 200_000;

/** A movement per order, 20 losses a day over the year, and a claim (two lines) for every 50th order. */
async function seedLossesAndClaims(db) {
  const now = new Date().toISOString();
  const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
  const start = Date.parse('2026-01-01T15:00:00Z');
  const losses = [];
  for (let i = 0; i < 365 * 20; i += 1)
    losses.push({
      product_id: product.id,
      quantity: -2,
      reason: 'loss',
      note: 'bench',
      on_hand_after: 0,
      created_by: null,
      created_by_name: 'bench',
      created_at: new Date(start + Math.floor(i / 20) * 86_400_000).toISOString(),
    });
  for (let i = 0; i < losses.length; i += 1000)
    await db.insertInto('inventory_movements').values(losses.slice(i, i + 1000)).execute();
  // What each order took from stock: the movements a shop of 200,000 orders has beside its losses.
  for (let first = 0; ; first += 2000) {
    const taken = await db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(2000)
      .offset(first)
      .execute();
    if (taken.length === 0) break;
    await db
      .insertInto('inventory_movements')
      .values(
        taken.map((o) => ({
          product_id: product.id,
          quantity: -4,
          reason: 'order',
          note: null,
          on_hand_after: 0,
          created_by: null,
          created_by_name: 'bench',
          created_at: o.created_at,
        })),
      )
      .execute();
  }
  const orders = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select(['orders.id', 'orders.customer_id', 'orders.created_at', 'order_lines.id as line_id'])
    .execute();
  const reasons = ['wilted', 'broken_stems', 'missing', 'quality'];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < orders.length; i += 50) {
      const o = orders[i];
      const { id } = await trx
        .insertInto('claims')
        .values({ customer_id: o.customer_id, order_id: o.id, kind: 'claim', note: null, idempotency_key: null, created_at: o.created_at, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('claim_lines')
        .values([0, 1].map((k) => ({ claim_id: id, order_line_id: o.line_id, quantity: 1, reason: reasons[(i + k) % 4] })))
        .execute();
    }
  });
}

/**
 * Receivables as a shop has them: each invoice issued on its delivery day, due 30 days later;
 * each customer pays a month's invoices by one cheque on the 25th of the next month, allocated
 * to them, except one customer in twenty, who never pays (over 90 days by November). October's
 * and November's invoices are still open (current or 1-30 days).
 */
async function seedReceivables(db) {
  const now = new Date().toISOString();
  const paidOn = sql`date(substr(o.delivery_date, 1, 7) || '-01', '+1 month', '+24 days')`;
  await sql`update orders set invoiced_on = delivery_date, due_on = date(delivery_date, '+30 days')
    where invoice_number is not null`.execute(db);
  const invoices = sql`o.type = 'order' and o.status <> 'cancelled' and o.invoice_number is not null
    and o.customer_id % 20 <> 0 and ${paidOn} <= '2026-11-20'`;
  await sql`insert into payments (customer_id, amount_cents, method, channel, reference, received_on, reverses_payment_id, created_by, created_at)
    select o.customer_id, sum(o.total_cents), 'cheque', 'office', null, ${paidOn}, null, null, ${now}
    from orders o where ${invoices} group by o.customer_id, ${paidOn}`.execute(db);
  await sql`insert into payment_allocations (payment_id, order_id, amount_cents, created_by, created_at, allocated_on, released_on)
    select p.id, o.id, o.total_cents, null, ${now}, p.received_on, null
    from orders o inner join payments p on p.customer_id = o.customer_id and p.received_on = ${paidOn}
    where ${invoices}`.execute(db);
}

const PERIODS = {
  today: { from: '2026-11-20', to: '2026-11-20' },
  'this week': { from: '2026-11-16', to: '2026-11-20' },
  'this month': { from: '2026-11-01', to: '2026-11-20' },
  'a quarter': { from: '2026-08-01', to: '2026-10-31' },
  'the year': { from: '2026-01-01', to: '2026-11-20' },
};

export async function benchDashboard() {
  console.log(`\n## Dashboard at ${ORDERS.toLocaleString('en')} orders on SQLite (issue 39; target p95 < 300 ms)`);
  // BENCH_DASHBOARD_DB=file keeps the seeded database between runs (a later run reuses it).
  const kept = process.env.BENCH_DASHBOARD_DB;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const seeded = Boolean(kept && fs.existsSync(kept));
  const db = createDb({ dialect: 'sqlite', file: kept ?? path.join(dir, 'shop.db') });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    if (!seeded) {
      await seedOrders(db, ORDERS);
      await seedLossesAndClaims(db);
      await seedReceivables(db);
    }
    // The seed writes orders and allocations in bulk, not through the repositories that keep
    // the rollups (decision 064) and the aging's settlements (decision 068).
    await rebuildSalesRollups(db);
    await rebuildSettlements(db);
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const deps = { db, clock: { now: () => new Date('2026-11-20T17:00:00Z') } };
    // The receivables' aging alone (each dashboard reads it twice: today, and a year before).
    for (const asOf of ['2026-11-20', '2025-11-20', '2026-10-31']) {
      const times = [];
      for (let i = 0; i < 25; i += 1) {
        const start = performance.now();
        await agingTotals(db, asOf);
        if (i >= 5) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`  aging as of ${asOf}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`);
    }
    for (const [name, range] of Object.entries(PERIODS)) {
      const times = [];
      for (let i = 0; i < 45; i += 1) {
        const start = performance.now();
        await dashboard(deps, { ...range, compare: 'previous-year' });
        if (i >= 5) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`);
    }
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboard();
