import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOCHECKPOINT_PAGES } from './checkpointer.js';
import { GroupCommitSqliteDialect } from './sqlite-driver.js';

describe('the SQLite checkpointer', () => {
  let dir: string;
  let file: string;
  let db: Kysely<{ t: { n: number; body: string } }>;
  let sqlite: SQLite.Database;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
    file = path.join(dir, 'db.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    db = new Kysely({ dialect: new GroupCommitSqliteDialect(sqlite) });
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies the log into the database from its worker while the server goes on committing', async () => {
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(AUTOCHECKPOINT_PAGES);
    await db.schema.createTable('t').addColumn('n', 'integer').addColumn('body', 'text').execute();
    const before = fs.statSync(file).size;
    // 60 commits of 8 KB each: far below the server's own autocheckpoint, above the worker's turn.
    for (let n = 0; n < 60; n += 1)
      await db
        .insertInto('t')
        .values({ n, body: 'x'.repeat(8192) })
        .execute();
    const deadline = Date.now() + 10_000;
    while (fs.statSync(file).size <= before + 50 * 8192 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(fs.statSync(file).size).toBeGreaterThan(before + 50 * 8192);
  });

  it('leaves the log alone below its turn', async () => {
    await db.schema.createTable('t').addColumn('n', 'integer').addColumn('body', 'text').execute();
    const before = fs.statSync(file).size;
    for (let n = 0; n < 10; n += 1)
      await db
        .insertInto('t')
        .values({ n, body: 'x'.repeat(8192) })
        .execute();
    await new Promise((r) => setTimeout(r, 200));
    expect(fs.statSync(file).size).toBe(before);
  });

  it('closes with the worker running: the process goes on after the close (Node ended it there)', () => {
    const script = new URL('../test/close-after-checkpoints.ts', import.meta.url).pathname;
    const out = execFileSync(process.execPath, ['--import', 'tsx', script, path.join(dir, 'other.sqlite')], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('closed');
  });
});
