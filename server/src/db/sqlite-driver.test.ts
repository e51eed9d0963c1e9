import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect, walSync, withStatementCache } from './sqlite-driver.js';

describe('the SQLite statement cache', () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return withStatementCache(sqlite, size);
  };

  it('prepares a statement once per SQL text', () => {
    const db = open();
    const first = db.prepare('select n from t');
    expect(db.prepare('select n from t')).toBe(first);
    expect(db.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('prepares another statement while the cached one is being iterated', () => {
    const db = open();
    const sql = 'select n from t order by n';
    const outer = db.prepare(sql);
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ n: number }>) {
      const inner = db.prepare(sql);
      expect(inner).not.toBe(outer);
      seen.push(row.n, (inner.all() as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(db.prepare(sql)).toBe(outer);
  });

  it('drops the least recently used statement past its size', () => {
    const db = open(2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });
});

describe('SQLite group commit', () => {
  type Db = Kysely<{ t: { n: number } }>;
  let dir: string;
  let db: Db;
  let other: SQLite.Database;
  let commits = 0;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    const file = path.join(dir, 'db.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (n integer not null unique)');
    commits = 0;
    // Counts the real COMMITs: the statement is prepared once and kept, so its run is wrapped.
    const counting = new Proxy(sqlite, {
      get(target, prop) {
        if (prop !== 'prepare') return Reflect.get(target, prop, target) as unknown;
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (sql !== 'commit') return statement;
          const run = statement.run.bind(statement);
          return Object.assign(statement, {
            run: (...args: unknown[]) => {
              commits += 1;
              return run(...args);
            },
          });
        };
      },
    });
    db = new Kysely({ dialect: new GroupCommitSqliteDialect(counting) });
    other = new SQLite(file, { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = (n: number) => db.transaction().execute((trx) => trx.insertInto('t').values({ n }).execute());
  const seenElsewhere = (n: number) => other.prepare('select n from t where n = ?').get(n) !== undefined;

  it('commits one after another alone, each committed when its commit resolves', async () => {
    for (let n = 1; n <= 5; n += 1) {
      await insert(n);
      expect(seenElsewhere(n)).toBe(true);
    }
    expect(commits).toBe(5);
  });

  it('commits transactions that wait for one another together, none acknowledged before it is committed', async () => {
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insert(i + 1).then(() => seenElsewhere(i + 1))),
    );
    expect(seen.every(Boolean)).toBe(true);
    expect(commits).toBeLessThan(5);
  });

  it('rolls a failed transaction back alone: the others of its group commit', async () => {
    const results = await Promise.allSettled([
      insert(1),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 2 }).execute();
        throw new Error('refused');
      }),
      insert(1),
      insert(3),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(other.prepare('select n from t order by n').pluck().all()).toEqual([1, 3]);
  });

  it('commits a group whose only member failed: what ran beside it is not left uncommitted', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ n: 1 }).execute();
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(other.prepare('select count(*) from t').pluck().get()).toBe(0);
    // Nothing holds SQLite's write lock: another connection may write.
    const writer = new SQLite(path.join(dir, 'db.sqlite'));
    writer.prepare('insert into t (n) values (2)').run();
    writer.close();
    await insert(3);
    expect(other.prepare('select n from t order by n').pluck().all()).toEqual([2, 3]);
  });

  it('returns a write outside a transaction once it is on disk, with the group it ran in', async () => {
    const [, plain] = await Promise.all([
      insert(1),
      db
        .insertInto('t')
        .values({ n: 2 })
        .execute()
        .then(() => [seenElsewhere(1), seenElsewhere(2)]),
    ]);
    expect(plain).toEqual([true, true]);
  });

  it('fails every member when SQLite rolls the whole transaction back, and goes on afterwards', async () => {
    const results = await Promise.allSettled([
      insert(1),
      db.transaction().execute((trx) => sql`insert or rollback into t (n) values (1)`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(other.prepare('select count(*) from t').pluck().get()).toBe(0);
    await insert(4);
    expect(other.prepare('select n from t').pluck().all()).toEqual([4]);
  });

  it('tells a group SQLite rolled back from outside a transaction, and the next write still lands', async () => {
    const member = insert(1);
    const rollingBack = sql`insert or rollback into t (n) values (1)`.execute(db);
    const [memberResult, rolledBack] = await Promise.allSettled([member, rollingBack]);
    expect([memberResult.status, rolledBack.status]).toEqual(['rejected', 'rejected']);
    await db.insertInto('t').values({ n: 5 }).execute();
    expect(other.prepare('select n from t').pluck().all()).toEqual([5]);
  });

  it('refuses a query on a connection handed on by its committed transaction', async () => {
    const reused = db.connection().execute(async (conn) => {
      await conn.transaction().execute((trx) => trx.insertInto('t').values({ n: 1 }).execute());
      return conn.selectFrom('t').selectAll().execute();
    });
    await expect(reused).rejects.toThrow('handed on');
    await insert(2);
    expect(other.prepare('select n from t order by n').pluck().all()).toEqual([1, 2]);
  });

  it('commits the open group before a statement that cannot run in a transaction (VACUUM INTO)', async () => {
    const copy = path.join(dir, 'copy.sqlite');
    const [, vacuumed] = await Promise.allSettled([insert(7), sql`vacuum into ${copy}`.execute(db)]);
    expect(vacuumed.status).toBe('fulfilled');
    const backup = new SQLite(copy, { readonly: true });
    expect(backup.prepare('select n from t').pluck().all()).toEqual([7]);
    backup.close();
  });
});

describe('SQLite group commit: acknowledged once on disk', () => {
  type Db = Kysely<{ t: { n: number } }>;
  let dir: string;
  let file: string;

  /** A disk whose flushes wait until the test lets them end, or fail. */
  function heldDisk() {
    const pending: { resolve: () => void; reject: (err: Error) => void }[] = [];
    return {
      flushes: 0,
      pending,
      flush() {
        this.flushes += 1;
        return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      },
      close: () => Promise.resolve(),
      /** Ends the flush in flight (the first asked for; waits a few turns for it), then gives the event loop a turn. */
      async end(err?: Error) {
        for (let i = 0; i < 5 && pending.length === 0; i += 1) await new Promise((r) => setImmediate(r));
        const flush = pending.shift();
        if (!flush) throw new Error('no flush in flight');
        if (err) flush.reject(err);
        else flush.resolve();
        await new Promise((r) => setImmediate(r));
      },
    };
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-sync-'));
    file = path.join(dir, 'db.sqlite');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function open(disk: ReturnType<typeof heldDisk>): Db {
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table if not exists t (n integer not null unique)');
    return new Kysely({ dialect: new GroupCommitSqliteDialect(sqlite, disk) });
  }
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(
      () => (done = true),
      () => (done = true),
    );
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
    return done;
  };
  const insert = (db: Db, n: number) => db.transaction().execute((trx) => trx.insertInto('t').values({ n }).execute());
  /** Closes the database: its last flush is let through. */
  const closeWith = async (db: Db, disk: ReturnType<typeof heldDisk>) => {
    const destroyed = db.destroy();
    await disk.end();
    await destroyed;
  };

  it('resolves a commit only when the flush after its COMMIT has ended', async () => {
    const disk = heldDisk();
    const db = open(disk);
    const first = insert(db, 1);
    expect(await settled(first)).toBe(false);
    expect(disk.flushes).toBe(1);
    await disk.end();
    expect(await settled(first)).toBe(true);
    await closeWith(db, disk);
  });

  it('flushes once for all that committed while a flush ran, after that flush', async () => {
    const disk = heldDisk();
    const db = open(disk);
    const first = insert(db, 1);
    await settled(first);
    const others = Promise.all(Array.from({ length: 20 }, (_, i) => insert(db, i + 2)));
    expect(await settled(others)).toBe(false);
    // Committed while the first flush ran: they wait for the next one, which waits for the first.
    expect(disk.flushes).toBe(1);
    await disk.end();
    expect(await settled(first)).toBe(true);
    expect(await settled(others)).toBe(false);
    expect(disk.flushes).toBe(2);
    await disk.end();
    expect(await settled(others)).toBe(true);
    await closeWith(db, disk);
  });

  it('keeps the group open while a flush runs: what commits meanwhile is one COMMIT, after that flush', async () => {
    const disk = heldDisk();
    const db = open(disk);
    const reader = new SQLite(file, { readonly: true });
    const seen = () => (reader.prepare('select count(*) as n from t').get() as { n: number }).n;
    const first = insert(db, 1);
    await settled(first);
    expect(seen()).toBe(1);
    const others = Promise.all(Array.from({ length: 20 }, (_, i) => insert(db, i + 2)));
    await settled(others);
    // Waiting for the next flush anyway, they are not committed before the first flush ends.
    expect(seen()).toBe(1);
    await disk.end();
    expect(seen()).toBe(21);
    expect(await settled(others)).toBe(false);
    await disk.end();
    expect(await settled(others)).toBe(true);
    reader.close();
    await closeWith(db, disk);
  });

  it('returns a write outside a transaction only after a flush', async () => {
    const disk = heldDisk();
    const db = open(disk);
    const plain = db.insertInto('t').values({ n: 1 }).execute();
    expect(await settled(plain)).toBe(false);
    await disk.end();
    expect(await settled(plain)).toBe(true);
    await closeWith(db, disk);
  });

  it('answers a write outside a transaction on a held connection only after its flush', async () => {
    const disk = heldDisk();
    const db = open(disk);
    await db.connection().execute(async (conn) => {
      // Kysely gives a held connection back only at the end: the write itself must wait.
      const write = conn.insertInto('t').values({ n: 1 }).execute();
      expect(await settled(write)).toBe(false);
      await disk.end();
      await write;
    });
    await closeWith(db, disk);
  });

  it('fails the commits a flush failed for, and serves nothing afterwards', async () => {
    const disk = heldDisk();
    const db = open(disk);
    const first = insert(db, 1);
    await settled(first);
    let release = () => {};
    const held = db.connection().execute(async (conn) => {
      await new Promise<void>((r) => (release = r));
      return conn.selectFrom('t').selectAll().execute();
    });
    await disk.end(new Error('EIO'));
    await expect(first).rejects.toThrow('EIO');
    release();
    await expect(insert(db, 2)).rejects.toThrow('EIO');
    // Reads too: the readiness check fails and the server is taken out until restarted.
    await expect(db.selectFrom('t').selectAll().execute()).rejects.toThrow('EIO');
    // Nor on a connection held since before the failure.
    await expect(held).rejects.toThrow('EIO');
    expect(disk.flushes).toBe(1);
    await db.destroy().catch(() => {});
  });

  it('does not leave a failed flush unhandled when no one waits for the group', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const disk = heldDisk();
      const db = open(disk);
      const first = insert(db, 1);
      await settled(first);
      // While the first flush runs, a group whose only member rolls back commits: no one waits
      // for the next flush, which fails with the first.
      const refused = db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 2 }).execute();
        throw new Error('refused');
      });
      await expect(refused).rejects.toThrow('refused');
      await settled(refused);
      await disk.end(new Error('EIO'));
      await expect(first).rejects.toThrow('EIO');
      for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
      await db.destroy().catch(() => {});
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('flushes the real write-ahead log, and refuses a database that is not in WAL mode', async () => {
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (n integer not null unique)');
    const sync = walSync(sqlite);
    await sync.flush();
    await sync.close();
    sqlite.close();
    const rollbackJournal = new SQLite(path.join(dir, 'other.sqlite'));
    expect(() => walSync(rollbackJournal)).toThrow('WAL mode');
    rollbackJournal.close();
  });
});
