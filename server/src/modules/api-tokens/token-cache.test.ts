import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db/connection.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn } from '../../test/factories.js';

/**
 * Issue 40: each server keeps the tokens it has resolved (PostgreSQL), and a change made on any
 * server (a revocation, an account deactivated) refuses the token on every server at once.
 * Two app servers on one database: `second` counts the statements it sends. PostgreSQL only:
 * SQLite is one server and keeps no cache.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: TestApp;
let second: { app: FastifyInstance; db: Db; dataDir: string };
const statements: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-second-'));
  const database = first.config.database as { dialect: 'postgres'; url: string; poolSize: number };
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      CAPTCHA: 'off',
      SEED: 'none',
      LOG_LEVEL: 'silent',
    }),
    database,
  };
  const db = createDb(config.database, (event) => {
    if (event.level === 'query') statements.push(event.query.sql);
  });
  second = { app: await buildApp(config, { db }), db, dataDir };
  await createProduct(first.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.app.close();
  await second.db.destroy();
  fs.rmSync(second.dataDir, { recursive: true, force: true });
  await first.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const products = (token: string) => second.app.inject({ method: 'GET', url: '/api/products', headers: bearer(token) });
/** The token lookups the second server sent during `call`. */
async function lookupsDuring(call: () => Promise<unknown>): Promise<number> {
  statements.length = 0;
  await call();
  return statements.filter((s) => s.includes('"api_tokens"') && s.startsWith('select')).length;
}

async function newToken() {
  const customer = await createCustomer(first.db);
  const { cookie } = await signIn(first.app, customer.email);
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name: 'POS', scopes: ['catalog:read'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, api_token } = res.json().data as { token: string; api_token: { id: number } };
  return { token, id: api_token.id, customerId: customer.id, cookie };
}

describe.runIf(onPostgres)('the API token cache, across servers (PostgreSQL)', () => {
  it('looks a token up once, then answers from the cache', async () => {
    await expect.poll(() => second.app.apiTokenCache?.keeping).toBe(true);
    const { token } = await newToken();
    expect(await lookupsDuring(() => products(token))).toBe(1);
    expect(await lookupsDuring(() => products(token))).toBe(0);
    expect((await products(token)).statusCode).toBe(200);
  });

  it('refuses on every server a token revoked on one, at once', async () => {
    const { token, id, cookie } = await newToken();
    expect((await products(token)).statusCode).toBe(200);
    const revoked = await first.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // The notice is delivered at the revocation's commit: milliseconds, not a cache's lifetime.
    await expect.poll(async () => (await products(token)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('refuses the tokens of an account deactivated on another server', async () => {
    const { token, customerId } = await newToken();
    expect((await products(token)).statusCode).toBe(200);
    await first.db.updateTable('users').set({ active: 0 }).where('id', '=', customerId).execute();
    await expect.poll(async () => (await products(token)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });
});
