import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Insertable } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';

/**
 * A fresh, empty database for one test file: a new SQLite file, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set (the same tests run on both in CI).
 */
export async function freshDatabase(): Promise<{
  database: Config['database'];
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      database: { dialect: 'sqlite', file: path.join(dataDir, 'shop.db') },
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
