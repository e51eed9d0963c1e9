import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Insertable } from 'kysely';
import { inject } from 'vitest';
import type { Config } from '../config.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import type { MigratedTemplate } from './template-database.js';

export interface TestDatabase {
  database: Config['database'];
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new SQLite file, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set (the same tests run on both in CI).
 */
export function freshDatabase(): Promise<TestDatabase> {
  return newDatabase(null);
}

/**
 * A fresh database with every migration run, for one test file: a copy of the template the
 * server project's globalSetup migrated once for the run (template-database.ts). Without that
 * setup (a config that does not run it), a fresh database migrated here.
 */
export async function migratedDatabase(): Promise<TestDatabase> {
  const template = inject('migratedTemplate');
  if (!template) {
    const fresh = await freshDatabase();
    const db = createDb(fresh.database);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return fresh;
  }
  return newDatabase(template);
}

async function newDatabase(template: MigratedTemplate | null): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const file = path.join(dataDir, 'shop.db');
    if (template?.dialect === 'sqlite') fs.copyFileSync(template.file, file);
    else if (template) throw new Error(`the migrated template is ${template.dialect}, TEST_DATABASE_URL is not set`);
    return {
      database: { dialect: 'sqlite', file },
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (template && template.dialect !== 'postgres')
    throw new Error(`the migrated template is ${template.dialect}, TEST_DATABASE_URL is set`);
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template.name}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.toString(), poolSize: 10 },
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Rows inserted 500 at a time: one statement for thousands would pass SQLite's limit of bound
 * variables (a list's capped count needs more than COUNTED_PAST_PAGE rows).
 */
export async function insertInBatches<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}
