import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connection.js';
import { isPostgres } from './migrations/helpers.js';

/** Where a query takes a value of each run's input: the index of the getter that reads it. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * Marks a value of the query as read from each run's input by `get`. It stands for the value
 * (its type is the value's), and must be given where Kysely makes a parameter of a value: in
 * `values`, `set`, a comparison or a `sql` template's `${}`, not in `sql.lit`, `sql.raw` or a
 * name.
 */
export type Take<I> = <T>(get: (input: I) => T) => T;

/** A query builder, or a `sql` template (which compiles for a given database). */
interface Compiles<R> {
  compile(db: Db): CompiledQuery<R>;
}

interface Compiled<I, R> {
  query: CompiledQuery<R>;
  getters: ((input: I) => unknown)[];
}

/**
 * A query Kysely builds and compiles once, then runs with each input's values (issue 18;
 * docs/decisions/041): building and compiling a statement took Kysely longer than SQLite took to
 * run it, a fifth of a web order's placement. `build` is called once for each dialect and each
 * `shapeOf` the input has (how many lines, which columns): it may read the input only for what
 * `shapeOf` names, and must `take` every value from it, as is (a value computed from a marker,
 * or read from the input directly, would be the first run's for every run).
 */
export function compiledOnce<I, R>(
  build: (db: Db, take: Take<I>, input: I) => Compiles<R>,
  shapeOf: (input: I) => string | number = () => '',
): (db: Db, input: I) => Promise<QueryResult<R>> {
  const compiled = new Map<string, Compiled<I, R>>();
  const compile = (db: Db, input: I): Compiled<I, R> => {
    const getters: ((input: I) => unknown)[] = [];
    const take: Take<I> = (get) => {
      getters.push(get);
      return new Slot(getters.length - 1) as never;
    };
    const query = build(db, take, input).compile(db);
    // A value taken where Kysely writes it into the SQL text would be the first run's forever.
    const taken = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => p.index));
    if (taken.size !== getters.length) throw new Error(`A value taken is not a parameter of: ${query.sql}`);
    return { query, getters };
  };
  return async (db, input) => {
    const key = `${isPostgres(db) ? 'pg' : 'sqlite'} ${shapeOf(input)}`;
    let entry = compiled.get(key);
    if (!entry) {
      entry = compile(db, input);
      compiled.set(key, entry);
    }
    const { query, getters } = entry;
    const parameters = query.parameters.map((p) => (p instanceof Slot ? getters[p.index]!(input) : p));
    return db.executeQuery<R>({ ...query, parameters });
  };
}

/** The columns a row gives a value for (an undefined one is left out, as Kysely leaves it). */
const givenColumns = (row: object) =>
  Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);

/** The columns a row gives a value for, as a shape: an insert's SQL names only those. */
export function columnsOf(row: object): string {
  return givenColumns(row).join(',');
}

/** The columns each of several rows gives, as a shape (a multi-row insert's). */
export function columnsOfRows(rows: readonly object[]): string {
  return rows.map(columnsOf).join(' ');
}

/** A row whose every value is taken from the input's row of the same columns (an insert's `values`). */
export function takeRow<I extends object>(take: Take<I>, row: I): I {
  return Object.fromEntries(
    givenColumns(row).map((key) => [key, take((input) => (input as Record<string, unknown>)[key])]),
  ) as I;
}

/** Rows whose values are taken from the input's rows, each from the row at its place. */
export function takeRows<I extends object>(take: Take<I[]>, rows: I[]): I[] {
  return rows.map((row, i) => takeRow((get) => take((all) => get(all[i]!)), row));
}
