import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from './connection.js';

const run = promisify(execFile);

/** pg_dump and pg_restore: on PATH, else the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0]!, 'bin', name) : name;
}

/**
 * A consistent copy of the live database in `file`, the server running:
 * SQLite through its online backup API (pages copied while others write), PostgreSQL with
 * `pg_dump --format=custom` (one snapshot transaction).
 */
export async function backupDatabase(database: Config['database'], file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (database.dialect === 'sqlite') {
    const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', database.url]);
}

/**
 * Restores `file` into `database`, which must be new and empty (a fresh PostgreSQL database, or
 * an SQLite path where no file is): a restore never overwrites a live database.
 */
export async function restoreDatabase(database: Config['database'], file: string): Promise<void> {
  if (database.dialect === 'sqlite') {
    if (fs.existsSync(database.file)) throw new Error(`${database.file} exists: restore into a new path`);
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    fs.copyFileSync(file, database.file);
    return;
  }
  await run(pgTool('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', database.url, file]);
}

/** Every table of the application (and the migrations' own) with its row count. */
export async function tableCounts(db: Db, dialect: Config['database']['dialect']): Promise<Record<string, number>> {
  const names =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of names.rows) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

/** SHA-256 of the money journal (ledger_entries, every column, in id order). */
export async function ledgerChecksum(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const rows = await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  for (const row of rows)
    hash.update(`${JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))}\n`);
  return `${rows.length}:${hash.digest('hex')}`;
}

export interface BackupCheck {
  file: string;
  counts: Record<string, number>;
  restoredCounts: Record<string, number>;
  checksum: string;
  restoredChecksum: string;
  ok: boolean;
}

/**
 * Restores the backup `file` into a fresh database next to `database` (a temporary SQLite file,
 * or a new PostgreSQL database on the same server, dropped afterwards) and compares the row
 * count of every table and the money journal's checksum with `db`'s. Compare with a quiet
 * database (or expect the differences of what was written after the backup).
 */
export async function verifyBackup(
  db: Db,
  database: Config['database'],
  file: string,
  createDb: (database: Config['database']) => Db,
): Promise<BackupCheck> {
  const counts = await tableCounts(db, database.dialect);
  const checksum = await ledgerChecksum(db);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let target: Config['database'];
  let drop: () => Promise<void>;
  if (database.dialect === 'sqlite') {
    const restored = path.join(path.dirname(path.resolve(file)), `restore-check-${suffix}.db`);
    target = { dialect: 'sqlite', file: restored };
    drop = async () => {
      for (const f of [restored, `${restored}-wal`, `${restored}-shm`]) fs.rmSync(f, { force: true });
    };
  } else {
    const name = `shop_restore_check_${suffix}`;
    const url = new URL(database.url);
    url.pathname = `/${name}`;
    await sql`create database ${sql.id(name)}`.execute(db);
    target = { dialect: 'postgres', url: url.toString(), poolSize: 2 };
    drop = async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(db);
    };
  }
  try {
    await restoreDatabase(target, file);
    const restored = createDb(target);
    try {
      const restoredCounts = await tableCounts(restored, database.dialect);
      const restoredChecksum = await ledgerChecksum(restored);
      const ok = JSON.stringify(counts) === JSON.stringify(restoredCounts) && checksum === restoredChecksum;
      return { file, counts, restoredCounts, checksum, restoredChecksum, ok };
    } finally {
      await restored.destroy();
    }
  } finally {
    await drop();
  }
}
