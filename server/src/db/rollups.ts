import { sql } from 'kysely';
import { addDays } from '@shop/contract';
import type { Db } from './connection.js';
import { isPostgres } from './migrations/helpers.js';

/**
 * Rollups by day and month kept with pending rows (decision 064, the sales rollups; decision
 * 069, the margin rollups): a rollup table holds, per `grain` ('day' or 'month'), `period`
 * ('YYYY-MM-DD' or 'YYYY-MM') and key, the sums of some figures; each write that changes them
 * inserts the difference into `<table>_pending` (a plain insert, which locks no row another
 * write needs), a job folds the pending rows in, and a read sums both. The module that owns the
 * tables gives their spec; this file only builds the statements.
 */
export interface RollupSpec {
  table: string;
  key: string;
  figures: readonly string[];
}

export type Grain = 'day' | 'month';

export interface RollupDelta {
  spec: RollupSpec;
  grain: Grain;
  period: string;
  key: string | number;
  figures: Record<string, number>;
}

/** What one writer's contribution adds (sign 1) or takes away (sign -1) on a day, by key. */
export interface RollupEntry {
  spec: RollupSpec;
  key: string | number;
  day: string;
  figures: Record<string, number>;
  sign: 1 | -1;
}

const pending = (spec: RollupSpec) => sql.table(`${spec.table}_pending`);
/** Rows of one insert into a pending table: at 8 columns, far under SQLite's 32,766 parameters. */
const PENDING_ROWS_PER_INSERT = 500;

/** The rows the entries move, day and month, by table and key (those that sum to zero left out). */
export function rollupDeltas(entries: readonly RollupEntry[]): RollupDelta[] {
  const rows = new Map<string, RollupDelta>();
  for (const { spec, key, day, figures, sign } of entries)
    for (const [grain, period] of [
      ['day', day],
      ['month', day.slice(0, 7)],
    ] as const) {
      const id = `${spec.table}\u0000${grain}\u0000${period}\u0000${key}`;
      const row = rows.get(id) ?? { spec, grain, period, key, figures: {} };
      for (const [name, value] of Object.entries(figures)) row.figures[name] = (row.figures[name] ?? 0) + sign * value;
      rows.set(id, row);
    }
  // One order, one sort: two writers on PostgreSQL take the rows' locks in the same order.
  return [...rows.entries()]
    .filter(([, d]) => Object.values(d.figures).some((v) => v !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d);
}

/**
 * Adds the rows to the rollups' pending tables: plain inserts, which no other write waits for;
 * one statement per table (a placement moves a dozen rows of each).
 */
export async function insertPending(trx: Db, rows: readonly RollupDelta[]): Promise<void> {
  const bySpec = new Map<RollupSpec, RollupDelta[]>();
  for (const d of rows) bySpec.set(d.spec, [...(bySpec.get(d.spec) ?? []), d]);
  for (const [spec, deltas] of bySpec) {
    const columns = sql.join(['grain', 'period', spec.key, ...spec.figures].map((c) => sql.ref(c)));
    // A landed cost charged late can move thousands of rows: under both databases' bound parameters.
    for (let at = 0; at < deltas.length; at += PENDING_ROWS_PER_INSERT) {
      const values = sql.join(
        deltas
          .slice(at, at + PENDING_ROWS_PER_INSERT)
          .map((d) => sql`(${sql.join([d.grain, d.period, d.key, ...spec.figures.map((f) => d.figures[f] ?? 0)])})`),
      );
      await sql`insert into ${pending(spec)} (${columns}) values ${values}`.execute(trx);
    }
  }
}

/**
 * Folds the pending rows into the rollups (a job): each key's rows summed and added to its
 * rollup row. On PostgreSQL one statement per table deletes the pending rows it sees and adds
 * them up, so a row committed meanwhile stays for the next fold; SQLite has one writer at a
 * time, and folds up to the last row it saw. Gives the number of rows folded.
 */
export async function foldRollups(db: Db, specs: readonly RollupSpec[]): Promise<number> {
  let folded = 0;
  for (const spec of specs) {
    const table = sql.table(spec.table);
    const key = sql.ref(spec.key);
    const figures = spec.figures.map((f) => sql.ref(f));
    const columns = sql.join([sql.ref('grain'), sql.ref('period'), key, ...figures]);
    const sums = sql.join(figures.map((f) => sql`sum(${f})`));
    const add = sql.join(spec.figures.map((f) => sql`${sql.ref(f)} = ${table}.${sql.ref(f)} + excluded.${sql.ref(f)}`));
    if (isPostgres(db)) {
      const { numAffectedRows } = await sql`with moved as (delete from ${pending(spec)} returning ${columns})
        insert into ${table} (${columns})
        select grain, period, ${key}, ${sums} from moved group by 1, 2, 3 order by 1, 2, 3
        on conflict (grain, period, ${key}) do update set ${add}`.execute(db);
      folded += Number(numAffectedRows ?? 0);
      continue;
    }
    folded += await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ last: number | null }>`select max(id) as last from ${pending(spec)}`.execute(trx);
      const last = rows[0]?.last;
      if (last == null) return 0;
      const { numAffectedRows } = await sql`insert into ${table} (${columns})
        select grain, period, ${key}, ${sums} from ${pending(spec)} where id <= ${last} group by 1, 2, 3
        on conflict (grain, period, ${key}) do update set ${add}`.execute(trx);
      await sql`delete from ${pending(spec)} where id <= ${last}`.execute(trx);
      return Number(numAffectedRows ?? 0);
    });
  }
  return folded;
}

/** Empties a rollup and its pending rows (before a rebuild sums it again). */
export async function emptyRollup(trx: Db, spec: RollupSpec): Promise<void> {
  await sql`delete from ${sql.table(spec.table)}`.execute(trx);
  await sql`delete from ${pending(spec)}`.execute(trx);
}

/**
 * The rollup rows that cover `from` to `to` (both counted): whole months by their month rows,
 * the days of a month begun or ended inside the range by their day rows.
 */
export function rollupPeriods(range: { from: string; to: string }) {
  const days: [string, string][] = [];
  const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
  const monthEnd = (d: string) => addDays(`${addDays(monthStart(d), 31).slice(0, 7)}-01`, -1);
  let from = range.from;
  if (from !== monthStart(from) || monthEnd(from) > range.to) {
    const end = monthEnd(from) < range.to ? monthEnd(from) : range.to;
    days.push([from, end]);
    from = addDays(end, 1);
  }
  let months: [string, string] | null = null;
  if (from <= range.to) {
    let to = range.to;
    if (to !== monthEnd(to)) {
      days.push([monthStart(to), to]);
      to = addDays(monthStart(to), -1);
    }
    if (from <= to) months = [from.slice(0, 7), to.slice(0, 7)];
  }
  return { days, months };
}

/** The condition on the alias `t` that keeps a range's rows (rollupPeriods). */
function inRange(range: { from: string; to: string }) {
  const { days, months } = rollupPeriods(range);
  const parts = days.map(([a, b]) => sql<boolean>`(t.grain = 'day' and t.period between ${a} and ${b})`);
  if (months) parts.push(sql<boolean>`(t.grain = 'month' and t.period between ${months[0]} and ${months[1]})`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** A rollup's rows for a range, folded or still pending (a read sums them), as a subquery. */
export function rollupRows<Row>(spec: RollupSpec, range: { from: string; to: string }) {
  const columns = sql.join(['grain', 'period', spec.key, ...spec.figures].map((c) => sql.ref(c)));
  const where = inRange(range);
  return sql<Row>`(select ${columns} from ${sql.table(spec.table)} as t where ${where}
    union all select ${columns} from ${pending(spec)} as t where ${where})`;
}
