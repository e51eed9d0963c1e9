import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  emptyRollup,
  foldRollups,
  insertPending,
  rollupDeltas,
  rollupRows,
  type RollupEntry,
  type RollupSpec,
} from '../../db/rollups.js';
import { enterRollups, isWaiting, refundsOf } from '../orders/index.js';
import { lineFigures } from './report-repository.js';

/**
 * The margin rollups (migration 0076, docs/decisions/069-margin-rollups.md): what the margin
 * report sums of each line sold (lineFigures), by day and month of its order's delivery, by
 * product, customer and supplier. Every write that changes what a line gives (an order's or its
 * lines' write, through orders' watch; a cost recorded or a landed cost moved, here) reads the
 * lines of the orders it touches before and after it, in its transaction, and inserts the
 * difference as pending rows; the 'margin-rollups' job folds them in; the report reads both.
 */
export type RollupKey = 'product_id' | 'customer_id' | 'supplier_id';
const FIGURES = ['lines', 'sales_cents', 'costed_sales_cents', 'cost_cents_e4', 'unknown_lines'] as const;
const SPECS: Record<RollupKey, RollupSpec> = {
  product_id: { table: 'margin_rollup_products', key: 'product_id', figures: FIGURES },
  customer_id: { table: 'margin_rollup_customers', key: 'customer_id', figures: FIGURES },
  supplier_id: { table: 'margin_rollup_suppliers', key: 'supplier_id', figures: FIGURES },
};
const KEYS = Object.keys(SPECS) as RollupKey[];

type LineFigures = Awaited<ReturnType<ReturnType<typeof lineFigures>['execute']>>[number];

/** What the lines give the rollups, taken away (sign -1) or added (1). */
function entriesOf(lines: readonly LineFigures[], sign: 1 | -1): RollupEntry[] {
  return lines.flatMap((line) => {
    const figures = Object.fromEntries(FIGURES.map((f) => [f, Number(line[f])]));
    return KEYS.map((key) => ({ spec: SPECS[key], key: Number(line[key]), day: line.day, figures, sign }));
  });
}

/**
 * Runs a write to some orders, their lines or their costs and moves the rollups by what it
 * changed. A credit note's margin reads its parent order's lines and costs: the credit notes of
 * these orders are read before and after it too.
 */
export async function withMarginRollups<T>(trx: Db, orderIds: readonly number[], write: () => Promise<T>): Promise<T> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return write();
  const watched = [...new Set([...ids, ...(await refundsOf(trx, ids))])];
  // A difference is only right for orders the rollups count: a credit note written in this
  // transaction and not yet entered enters first (decision 074), and one the write makes waits.
  await enterRollups(trx, watched);
  const before = await lineFigures(trx, { order_ids: watched }).execute();
  const result = await write();
  const now = [...new Set([...watched, ...(await refundsOf(trx, ids))])].filter((id) => !isWaiting(trx, id));
  const after = await lineFigures(trx, { order_ids: now }).execute();
  await insertPending(trx, rollupDeltas([...entriesOf(before, -1), ...entriesOf(after, 1)]));
  return result;
}

/**
 * Orders written in this transaction enter the rollups: what their lines give now (decision
 * 074). A new order has no credit note yet.
 */
export async function addedToMarginRollups(trx: Db, orderIds: readonly number[]): Promise<void> {
  const lines = await lineFigures(trx, { order_ids: [...new Set(orderIds)] }).execute();
  await insertPending(trx, rollupDeltas(entriesOf(lines, 1)));
}

/**
 * Sums the rollups again from the lines: migration 0076's backfill, the benchmark's seed
 * (written around the repositories) and the test that they kept up. Run it in a transaction.
 */
export async function rebuildMarginRollups(db: Db): Promise<void> {
  const sums = sql.join(FIGURES.map((f) => sql`sum(${sql.ref(`f.${f}`)})`));
  const columns = (key: RollupKey) => sql.join(['grain', 'period', key, ...FIGURES].map((c) => sql.ref(c)));
  for (const key of KEYS) {
    const spec = SPECS[key];
    await emptyRollup(db, spec);
    for (const grain of ['day', 'month'] as const) {
      const period = grain === 'day' ? sql`f.day` : sql`substr(f.day, 1, 7)`;
      await sql`insert into ${sql.table(spec.table)} (${columns(key)})
        select ${grain}, ${period}, ${sql.ref(`f.${key}`)}, ${sums}
        from (${lineFigures(db, { order_ids: null })}) as f group by 1, 2, 3`.execute(db);
    }
  }
}

/** Folds the pending rows into the rollups (the 'margin-rollups' job); gives the rows folded. */
export function foldMarginRollups(db: Db): Promise<number> {
  return foldRollups(db, Object.values(SPECS));
}

/** A rollup's rows for a range, folded or still pending (the report sums them). */
export function marginRollupRows<Row>(key: RollupKey, range: { from: string; to: string }) {
  return rollupRows<Row>(SPECS[key], range);
}
