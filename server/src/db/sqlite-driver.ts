import type SQLite from 'better-sqlite3';
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/** How many prepared statements the connection keeps: the application has a few hundred. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every statement again, which was a sixth of an order's
 * placement: this keeps them per SQL text (least recently used dropped past the limit). A
 * statement still being iterated (a streamed read) is busy, so a new one is prepared beside it.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map keeps insertion order: moved to the end, it is the most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
type Statements = ReturnType<typeof withStatementCache>;

/** One holder of the connection at a time, served in the order they asked. */
class Mutex {
  #held = false;
  #waiting: (() => void)[] = [];
  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function run(statements: Statements, sql: string): void {
  statements.prepare(sql).run();
}

/** Statements that SQLite refuses, or ignores, inside a transaction. */
const OUTSIDE_TRANSACTIONS = /^\s*(vacuum|pragma|begin|commit|rollback|end)\b/i;

/** What one holder of the connection does with it: queries, and at most one transaction. */
class Connection implements DatabaseConnection {
  /** The savepoint that stands for this holder's transaction inside the group. */
  savepoint: string | null = null;
  /** Committed into the group: the connection went back to the next holder at once. */
  handedBack = false;
  constructor(
    readonly statements: Statements,
    readonly beforePlainStatement: () => void,
  ) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.savepoint === null && OUTSIDE_TRANSACTIONS.test(compiled.sql)) this.beforePlainStatement();
    const statement = this.statements.prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.statements.prepare(compiled.sql);
    for (const row of statement.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

/**
 * SQLite with group commit (docs/decisions/028-sqlite-group-commit.md). Every COMMIT waits for
 * the disk (synchronous = FULL), about a millisecond, and was a third of an order's placement.
 * Here the transactions that follow one another on the one connection share a real
 * transaction: each is a savepoint in it, released when it commits, and its commit resolves only
 * once the group's COMMIT has reached the disk — so nothing is acknowledged before it is
 * durable — while the connection has already gone to the next transaction. The group commits
 * as soon as the connection is free of those that were waiting for it. A transaction that fails
 * rolls back to its savepoint and leaves the group to the others.
 */
class GroupCommitDriver implements Driver {
  readonly #statements: Statements;
  readonly #mutex = new Mutex();
  /** Those whose transaction is in the open group, waiting for its COMMIT. */
  #group: { resolve: () => void; reject: (err: unknown) => void }[] | null = null;
  #flushing = false;
  #savepoints = 0;

  constructor(statements: Statements) {
    this.#statements = statements;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Connection(this.#statements, () => this.#commitGroup());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    if (!this.#group) {
      run(this.#statements, 'begin');
      this.#group = [];
    }
    conn.savepoint = `group_${(this.#savepoints += 1)}`;
    run(this.#statements, `savepoint ${conn.savepoint}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    run(this.#statements, `release ${conn.savepoint}`);
    const group = this.#group ?? [];
    const durable = new Promise<void>((resolve, reject) => group.push({ resolve, reject }));
    conn.handedBack = true;
    this.#mutex.unlock();
    this.#scheduleFlush();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    // Handed back, its group's COMMIT failed: SQLite has rolled all of it back already.
    if (conn.handedBack || conn.savepoint === null) return;
    run(this.#statements, `rollback to ${conn.savepoint}`);
    run(this.#statements, `release ${conn.savepoint}`);
    conn.savepoint = null;
  }

  // Kysely's own savepoints (trx.savepoint()), nested in the holder's.
  async savepoint(_connection: DatabaseConnection, name: string) {
    run(this.#statements, `savepoint ${quoted(name)}`);
  }
  async rollbackToSavepoint(_connection: DatabaseConnection, name: string) {
    run(this.#statements, `rollback to ${quoted(name)}`);
  }
  async releaseSavepoint(_connection: DatabaseConnection, name: string) {
    run(this.#statements, `release ${quoted(name)}`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Connection).handedBack) this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    this.#commitGroup();
    this.#statements.close();
  }

  /**
   * The group commits after the requests that arrived meanwhile have had their turn: statements
   * are synchronous, so a transaction runs from start to end without letting the event loop
   * turn, and a COMMIT right after it would never find another in its group. Deferred to the
   * event loop's next check phase, it follows the callbacks of the I/O already there, whose
   * transactions join the group; then it waits for the connection behind those that hold it.
   */
  #scheduleFlush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => {
      void this.#mutex.lock().then(() => {
        this.#flushing = false;
        try {
          this.#commitGroup();
        } finally {
          this.#mutex.unlock();
        }
      });
    });
  }

  /** COMMIT of the open group, if any; called holding the connection. */
  #commitGroup(): void {
    const group = this.#group;
    if (!group) return;
    this.#group = null;
    try {
      run(this.#statements, 'commit');
    } catch (err) {
      try {
        run(this.#statements, 'rollback');
      } catch {
        // Already rolled back by SQLite.
      }
      for (const waiter of group) waiter.reject(err);
      return;
    }
    for (const waiter of group) waiter.resolve();
  }
}

/** Kysely's SQLite dialect on group commit and cached statements. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #statements: Statements;
  constructor(sqlite: SQLite.Database) {
    const statements = withStatementCache(sqlite);
    super({ database: statements });
    this.#statements = statements;
  }
  override createDriver(): Driver {
    return new GroupCommitDriver(this.#statements);
  }
}
