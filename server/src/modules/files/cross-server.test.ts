import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db/connection.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin } from '../../test/factories.js';
import { multipart, samples } from '../../test/multipart.js';

/**
 * Issue 16's cross-server check in miniature: two app servers on one database, each with its
 * own DATA_DIR. With the database store an image uploaded through one is served by the other;
 * with the disk store (one machine's files) the other answers 404. PostgreSQL only: the
 * database store needs it (FILE_STORE=database is refused with SQLite).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: TestApp;
let second: { app: FastifyInstance; db: Db; dataDir: string };
beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp({ env: { FILE_STORE: 'database' } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-second-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: (first.config.database as { url: string }).url,
      CAPTCHA: 'off',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      FILE_STORE: 'database',
    }),
    database: first.config.database,
  };
  const db = createDb(config.database);
  second = { app: await buildApp(config, { db }), db, dataDir };
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.app.close();
  await second.db.destroy();
  fs.rmSync(second.dataDir, { recursive: true, force: true });
  await first.close();
});

async function uploadImage(app: FastifyInstance, db: Db): Promise<string> {
  const { cookie } = await signInAsNewAdmin(app, db);
  const product = await createProduct(db);
  const body = await multipart({ image: { name: 'rose.png', type: 'image/png', bytes: samples.png } });
  const res = await app.inject({
    method: 'POST',
    url: `/api/products/${product.id}/image`,
    ...body,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.product.image.card as string;
}

describe('two servers on one PostgreSQL database', () => {
  it.skipIf(!onPostgres)(
    'serve an image uploaded through either, with the same headers, from the database store',
    async () => {
      const url = await uploadImage(first.app, first.db);
      const fromFirst = await first.app.inject({ method: 'GET', url });
      const fromSecond = await second.app.inject({ method: 'GET', url });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
      expect(fromSecond.headers['content-type']).toBe('image/webp');
      expect(fromSecond.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(fromSecond.headers['content-length'])).toBe(fromFirst.rawPayload.length);
      // Nothing was written to either server's data directory.
      expect(fs.existsSync(path.join(first.config.dataDir, 'images'))).toBe(false);
      expect(fs.existsSync(path.join(second.dataDir, 'images'))).toBe(false);

      const back = await uploadImage(second.app, second.db);
      expect((await first.app.inject({ method: 'GET', url: back })).statusCode).toBe(200);
    },
  );

  it.skipIf(!onPostgres)(
    'do not share files kept on disk (why the database store is the default with PostgreSQL)',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-third-'));
      const config = {
        ...loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: (first.config.database as { url: string }).url,
          CAPTCHA: 'off',
          SEED: 'none',
          LOG_LEVEL: 'silent',
          FILE_STORE: 'disk',
        }),
        database: first.config.database,
      };
      const db = createDb(config.database);
      const onDisk = await buildApp(config, { db });
      try {
        const url = await uploadImage(onDisk, db);
        expect((await onDisk.inject({ method: 'GET', url })).statusCode).toBe(200);
        expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      } finally {
        await onDisk.close();
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
