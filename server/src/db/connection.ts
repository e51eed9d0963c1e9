import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, type LogConfig } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { withPreparedStatements } from './pg-statements.js';
import { GroupCommitSqliteDialect } from './sqlite-driver.js';

export type Dialect = Config['database']['dialect'];
export type Db = Kysely<Database>;

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings, and money columns are
// bigint (0045); the values the application handles (counts, cents within the contract's
// limits) fit a JS number exactly, so parse them as numbers. One that would not (past 2^53) is
// an error, never a number silently rounded.
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} does not fit a JavaScript number exactly`);
  return value;
}

/** `log` sees every statement run (the EXPLAIN test reads the lists' queries with it). */
export function createDb(database: Config['database'], log?: LogConfig): Db {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize });
    // An idle connection that the server ends (restart, failover, a dropped database) must not
    // crash the process: the pool drops that client and opens a new one when next needed.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
    });
    withPreparedStatements(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // COMMIT does not wait for the disk: the driver flushes the log off the event loop and
  // acknowledges a commit only after (decision 028).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite), ...(log ? { log } : {}) });
}

/**
 * Waits until what has been read is on disk. On SQLite a read may see a transaction that has
 * committed into its group but whose group has not reached the disk yet (decision 028); an
 * empty transaction's commit waits for that group. An answer made of such a read (a retried
 * request told "already done") must not be given before. On PostgreSQL a read sees only what is
 * committed: nothing to wait for.
 */
export async function untilDurable(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await db.transaction().execute(async () => {});
}
