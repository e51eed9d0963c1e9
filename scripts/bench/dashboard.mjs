// The owner's dashboard (issue 39): p95 of GET /api/dashboard's figures at 200,000 orders on
// SQLite (a year of orders, with losses, claims, receivables and each line's cost), for today, a
// week, a month, a quarter and the year; and the margin report over the year by each grouping
// (issue 37). Figures only, never a failure: the targets are p95 < 300 ms and < 1 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { sql } from 'kysely';
import { dashboard } from '../../server/dist/modules/dashboard/index.js';
import { rebuildSalesRollups } from '../../server/dist/modules/orders/reads/sales-rollups.js';
import { marginReport, rebuildMarginRollups } from '../../server/dist/modules/margins/index.js';
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

/**
 * What each line's stock cost (decision 063), as a shop that buys has it: three farms, one lot
 * a week (the farms in turn) that the week's sales take; one line in 37 sold from stock no lot
 * covered (estimated), one in 53 from a foreign lot whose rate is not typed (cost not known),
 * one in 10 taking the end of the previous week's lot too (two rows).
 */
async function seedCosts(db) {
  const now = new Date().toISOString();
  const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
  const suppliers = [];
  for (const [i, name] of ['Ferme Bench', 'Finca Bench', 'Kwekerij Bench'].entries()) {
    const row = { name, name_key: name.toLowerCase(), country: ['CA', 'EC', 'NL'][i], province: i === 0 ? 'QC' : null };
    const { id } = await db
      .insertInto('suppliers')
      .values({ ...row, currency: 'CAD', email: `bench${i}@farm.example`, lead_time_days: 2, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    suppliers.push(id);
  }
  const receipts = [];
  for (let week = 0; week < 53; week += 1) {
    const day = new Date(Date.parse('2026-01-01T08:00:00Z') + week * 7 * 86_400_000).toISOString();
    const supplier = suppliers[week % 3];
    const { id: orderId } = await db
      .insertInto('purchase_orders')
      .values({ supplier_id: supplier, status: 'received', currency: 'CAD', arrival_date: day.slice(0, 10), created_at: day, updated_at: day, received_at: day })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cents = 1000 + (week % 5) * 25;
    const { id: lineId } = await db
      .insertInto('purchase_order_lines')
      .values({ purchase_order_id: orderId, position: 0, product_id: product.id, boxes: 40, units_per_box: 500, unit_cost_cents: cents, received_units: 20_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('purchase_receipts')
      .values({
        line_id: lineId,
        purchase_order_id: orderId,
        product_id: product.id,
        boxes: 40,
        units: 20_000,
        damaged_units: 0,
        stocked_units: 20_000,
        unit_cost_cents: cents,
        currency: 'CAD',
        over_reason: null,
        on_hand_after: 20_000,
        received_by: null,
        received_by_name: 'bench',
        received_at: day,
        landed_cost_e4: cents * 10_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    receipts.push(id);
  }
  const week = sql`cast((julianday(o.delivery_date) - julianday('2026-01-01')) / 7 as integer)`;
  const receiptOf = (shift) => sql`${receipts[0]} + max(0, ${week} - ${shift})`;
  const sold = sql`from orders o inner join order_lines l on l.order_id = o.id
    where o.type = 'order' and o.status <> 'cancelled'`;
  // The week's lot (or none, or one not costed), then the previous week's for one line in ten.
  await sql`insert into order_line_costs (order_id, order_line_id, product_id, receipt_id, units, unit_cost_cents, estimated)
    select o.id, l.id, l.product_id, case when o.id % 37 = 0 then null else ${receiptOf(0)} end,
      case when o.id % 10 = 0 then l.quantity * l.pack_units - 1 else l.quantity * l.pack_units end,
      case when o.id % 53 = 0 then null else 1000 + (${week} % 5) * 25 + 0.1234 end,
      case when o.id % 37 = 0 then 1 else 0 end ${sold}`.execute(db);
  await sql`insert into order_line_costs (order_id, order_line_id, product_id, receipt_id, units, unit_cost_cents, estimated)
    select o.id, l.id, l.product_id, ${receiptOf(1)}, 1, 1000 + ((${week} + 4) % 5) * 25, 0 ${sold}
    and o.id % 10 = 0`.execute(db);
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
      await seedCosts(db);
    }
    // The seed writes orders, allocations and costs in bulk, not through the repositories that
    // keep the rollups (decisions 064, 069) and the aging's settlements (decision 068).
    await rebuildSalesRollups(db);
    await db.transaction().execute((trx) => rebuildMarginRollups(trx));
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
    // The margin report over the year, by each grouping (issue 37: < 1 s), its first page of 50.
    for (const by of ['product', 'category', 'customer', 'supplier']) {
      const times = [];
      for (let i = 0; i < 15; i += 1) {
        const start = performance.now();
        await marginReport(db, { ...PERIODS['the year'], by, page: 1, limit: 50 });
        if (i >= 3) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`  margin report by ${by}, the year: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`);
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
