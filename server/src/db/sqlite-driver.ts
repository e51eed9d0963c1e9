import fs from 'node:fs/promises';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { walCheckpointer, type Checkpointer } from './checkpointer.js';

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
    inTransaction: () => sqlite.inTransaction,
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
    if (!this.#held) throw new Error('SQLite connection released twice');
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** The savepoint that stands for a holder's transaction in the group. */
const GROUP_MEMBER = 'group_member';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Statements that SQLite refuses, or ignores, inside a transaction. */
const OUTSIDE_TRANSACTIONS = /^\s*(vacuum|pragma|begin|commit|rollback|end|attach|detach)\b/i;

/** What a holder of the connection needs of the driver. */
interface Group {
  run(sql: string): void;
  /** Commits the open group, if any; throws what the COMMIT threw, after failing its members. */
  commit(): void;
  /** Whether a group is open (one SQLite ended itself is failed first, and is not). */
  isOpen(): boolean;
  /** Resolves once everything committed so far is on disk. */
  durable(): Promise<void>;
  /** Why the disk failed, once a flush has: nothing more is served. */
  diskError(): unknown;
}

/** What one holder of the connection does with it: queries, and at most one transaction. */
class Connection implements DatabaseConnection {
  /** The savepoint that stands for this holder's transaction inside the group. */
  savepoint: string | null = null;
  /** Committed into the group: the connection went back to the next holder at once. */
  handedBack = false;
  constructor(
    readonly statements: Statements,
    readonly group: Group,
  ) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.handedBack) throw new Error('This SQLite connection was handed on when its transaction committed');
    // After a failed flush nothing is served, reads included, on any connection: the readiness
    // check then fails and the server is taken out until it is restarted (SQLite recovers from
    // its log).
    const failed = this.group.diskError();
    if (failed) return Promise.reject(failed);
    const plain = this.savepoint === null;
    if (plain && OUTSIDE_TRANSACTIONS.test(compiled.sql) && this.group.isOpen()) this.group.commit();
    const statement = this.statements.prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    let result: QueryResult<R>;
    if (statement.reader) result = { rows: statement.all(parameters) as R[] };
    else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      result = { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    }
    if (!plain || statement.readonly) return Promise.resolve(result);
    // A write outside a transaction returns once it is on disk, as it did on its own: it
    // commits the group it ran in (the outbox's claim then sees only committed orders).
    if (this.group.isOpen()) this.group.commit();
    return this.group.durable().then(() => result);
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (this.handedBack) throw new Error('This SQLite connection was handed on when its transaction committed');
    const statement = this.statements.prepare(compiled.sql);
    for (const row of statement.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

/**
 * SQLite with group commit (docs/decisions/028-sqlite-group-commit.md). Here the transactions
 * that follow one another on the one connection share a real transaction: each is a savepoint
 * in it, released when it commits, while the connection goes on to the next transaction. The
 * group commits once the connection is free of those that were waiting for it, or at once when a
 * write outside a transaction ran in it. A transaction that fails rolls back to its savepoint and
 * leaves the group to the others; when SQLite rolls the whole transaction back (a full disk),
 * every member of the group fails.
 *
 * SQLite's COMMIT does not wait for the disk (`synchronous = NORMAL`): waiting there blocked the
 * event loop about a millisecond per group, a fifth of the server's time under load. The driver
 * flushes the write-ahead log itself, off the event loop (`sync`, one at a time, shared by all
 * that committed before it started), and a commit resolves only once that flush is done: nothing
 * is acknowledged before it is durable.
 */
class GroupCommitDriver implements Driver {
  readonly #statements: Statements;
  readonly #sync: DiskSync;
  readonly #checkpointer: Checkpointer;
  readonly #mutex = new Mutex();
  /** The flush in flight, and the one that follows it for what was committed meanwhile. */
  #flush: Promise<void> | null = null;
  #nextFlush: Promise<void> | null = null;
  /** A flush that failed: the disk may have dropped what it held, so nothing more is served. */
  #diskError: unknown = null;
  /** Those whose transaction is in the open group, waiting for its COMMIT; null: no group. */
  #waiters: { resolve: () => void; reject: (err: unknown) => void }[] | null = null;
  #flushing = false;
  readonly #group: Group = {
    run: (sql) => this.#statements.prepare(sql).run(),
    commit: () => this.#commitGroup(),
    // A group whose transaction SQLite has ended itself is lost: its members are told, and the
    // statement that asks ran in autocommit, durable already.
    isOpen: () => {
      if (this.#waiters && !this.#statements.inTransaction()) this.#failGroup(rolledBack());
      return this.#waiters !== null;
    },
    durable: () => this.#durable(),
    diskError: () => this.#diskError,
  };

  constructor(statements: Statements, sync: DiskSync, checkpointer: Checkpointer) {
    this.#statements = statements;
    this.#sync = sync;
    this.#checkpointer = checkpointer;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Connection(this.#statements, this.#group);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    // SQLite ended the group's transaction itself (an error that rolls all back): its members fail.
    if (this.#waiters && !this.#statements.inTransaction()) this.#failGroup(rolledBack());
    if (!this.#waiters) {
      this.#group.run('begin');
      this.#waiters = [];
    }
    // One name for all: a holder's savepoint is released before the next holder's begins, and
    // a name of its own each time was a statement prepared for each, crowding the cache.
    conn.savepoint = GROUP_MEMBER;
    this.#group.run(`savepoint ${conn.savepoint}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    if (!this.#waiters || !this.#statements.inTransaction()) {
      const err = rolledBack();
      this.#failGroup(err);
      throw err;
    }
    this.#group.run(`release ${conn.savepoint}`);
    const waiters = this.#waiters;
    const durable = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    conn.handedBack = true;
    this.#mutex.unlock();
    this.#scheduleFlush();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as Connection;
    // Handed back, its group's COMMIT failed: that rolled all of it back already.
    if (conn.handedBack || conn.savepoint === null) return;
    const savepoint = conn.savepoint;
    conn.savepoint = null;
    if (!this.#statements.inTransaction()) {
      this.#failGroup(rolledBack());
      return;
    }
    this.#group.run(`rollback to ${savepoint}`);
    this.#group.run(`release ${savepoint}`);
    // The group stays open for the others, and is committed even if none of them commits.
    this.#scheduleFlush();
  }

  // Kysely's own savepoints (trx.savepoint()), nested in the holder's.
  async savepoint(_connection: DatabaseConnection, name: string) {
    this.#group.run(`savepoint ${quoted(name)}`);
  }
  async rollbackToSavepoint(_connection: DatabaseConnection, name: string) {
    this.#group.run(`rollback to ${quoted(name)}`);
  }
  async releaseSavepoint(_connection: DatabaseConnection, name: string) {
    this.#group.run(`release ${quoted(name)}`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Connection).handedBack) this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    try {
      this.#commitGroup();
      await this.#flushed();
    } finally {
      await this.#checkpointer.close();
      await this.#sync.close();
      this.#statements.close();
    }
  }

  /**
   * The group commits after the requests that arrived meanwhile have had their turn: statements
   * are synchronous, so a transaction runs from start to end without letting the event loop
   * turn, and a COMMIT right after it would never find another in its group. Deferred to the
   * event loop's next check phase, it follows the callbacks of the I/O already there, whose
   * transactions join the group; then it waits for the connection behind those that hold it.
   *
   * While the log is being flushed, it waits for that flush to end as well: what commits
   * meanwhile is acknowledged only after the next flush, which cannot start before, so the group
   * loses nothing by staying open and takes in every transaction of the flush's time. One COMMIT
   * then writes the pages they share (an index's last page, a product's row) once, not once for
   * every two or three orders.
   */
  #scheduleFlush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    const commit = () =>
      void this.#mutex.lock().then(() => {
        this.#flushing = false;
        try {
          this.#commitGroup();
        } catch {
          // Its members have the error.
        } finally {
          this.#mutex.unlock();
        }
      });
    setImmediate(() => {
      // A failed flush is the group's error too: #commitGroup fails its members with it.
      if (this.#flush) void this.#flush.then(commit, commit);
      else commit();
    });
  }

  /** COMMIT of the open group, if any; called holding the connection. */
  #commitGroup(): void {
    const waiters = this.#waiters;
    if (!waiters) return;
    // After a failed flush nothing more is written: the group is rolled back, its members told.
    if (this.#diskError) {
      this.#failGroup(this.#diskError);
      throw this.#diskError;
    }
    if (!this.#statements.inTransaction()) {
      const err = rolledBack();
      this.#failGroup(err);
      throw err;
    }
    try {
      this.#group.run('commit');
    } catch (err) {
      this.#failGroup(err);
      throw err;
    }
    this.#waiters = null;
    const durable = this.#durable();
    // A group may have no one waiting (its only member rolled back, a plain write committed it):
    // a failed flush must not then be an unhandled rejection, which would end the process.
    durable.catch(() => {});
    for (const waiter of waiters) durable.then(waiter.resolve, waiter.reject);
  }

  /** Resolves once what has been committed so far is on disk; asked for after each COMMIT. */
  #durable(): Promise<void> {
    this.#checkpointer.committed();
    return this.#flushed();
  }

  /**
   * One flush runs at a time: those who ask while it runs share the next one, which starts when
   * it ends (what they committed may have been written after the running flush began).
   */
  #flushed(): Promise<void> {
    if (this.#diskError) return Promise.reject(this.#diskError);
    if (!this.#flush) {
      const flush = this.#sync.flush().catch((err: unknown) => {
        // After a failed fsync the kernel may have dropped the pages it could not write, and a
        // later fsync would succeed without them (PostgreSQL stops on it for the same reason).
        this.#diskError = err;
        throw err;
      });
      this.#flush = flush.finally(() => {
        this.#flush = null;
      });
      return this.#flush;
    }
    this.#nextFlush ??= this.#flush
      .catch(() => {})
      .then(() => {
        this.#nextFlush = null;
        return this.#flushed();
      });
    return this.#nextFlush;
  }

  /** The group is lost: rolled back if SQLite has not done it, and each member told why. */
  #failGroup(err: unknown): void {
    const waiters = this.#waiters ?? [];
    this.#waiters = null;
    if (this.#statements.inTransaction()) {
      try {
        this.#group.run('rollback');
      } catch {
        // Rolled back by SQLite meanwhile.
      }
    }
    for (const waiter of waiters) waiter.reject(err);
  }
}

function rolledBack(): Error {
  return new Error('SQLite rolled the transaction back (its group failed)');
}

/** How the driver makes SQLite's committed writes durable. */
export interface DiskSync {
  /** Resolves once every write made before the call is on disk. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * fdatasync of the database's write-ahead log, in libuv's thread pool. On Linux a flush covers
 * every write to the file, whichever descriptor made it. With `synchronous = NORMAL` SQLite
 * still syncs the log before a checkpoint copies it into the database and the database after,
 * so what a checkpoint moved out of the log is durable too. An in-memory database has no disk.
 */
export function walSync(sqlite: SQLite.Database): DiskSync {
  if (sqlite.memory) return { flush: () => Promise.resolve(), close: () => Promise.resolve() };
  if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal')
    throw new Error('SQLite group commit needs the database in WAL mode');
  let wal: Promise<fs.FileHandle> | null = null;
  const open = async () => {
    // The log exists from the first read of a database in WAL mode; its directory entry is made
    // durable once, as a new file's must be.
    const handle = await fs.open(`${sqlite.name}-wal`, 'r+');
    const dir = await fs.open(path.dirname(sqlite.name), 'r');
    await dir.sync().finally(() => dir.close());
    return handle;
  };
  return {
    async flush() {
      wal ??= open().catch((err: unknown) => {
        wal = null;
        throw err;
      });
      await (await wal).datasync();
    },
    async close() {
      if (wal) await (await wal).close();
    },
  };
}

/** Kysely's SQLite dialect on group commit and cached statements. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #statements: Statements;
  readonly #sync: DiskSync;
  readonly #checkpointer: Checkpointer;
  constructor(sqlite: SQLite.Database, sync: DiskSync = walSync(sqlite)) {
    const statements = withStatementCache(sqlite);
    super({ database: statements });
    this.#statements = statements;
    this.#sync = sync;
    this.#checkpointer = walCheckpointer(sqlite);
  }
  override createDriver(): Driver {
    return new GroupCommitDriver(this.#statements, this.#sync, this.#checkpointer);
  }
}
