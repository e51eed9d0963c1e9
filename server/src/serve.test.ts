import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config.js';
import { createDb, type Db } from './db/connection.js';
import type { Clock } from './lib/clock.js';
import { listLeases } from './modules/cluster/index.js';
import { startShop, type Shop } from './serve.js';
import { migratedDatabase, type TestDatabase } from './test/database.js';

// Two servers on one database, each with its own connection pool, driven by a fixed clock:
// their job runners are ticked by hand.
let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
const later = (ms: number) => (now = new Date(now.getTime() + ms));
let fresh: TestDatabase;
let config: Config;
let probe: Db;
const shops: Shop[] = [];
const closed = new Set<Shop>();

async function server(holder: string): Promise<Shop> {
  const shop = await startShop(config, {
    db: createDb(config.database),
    clock,
    holder,
    startJobs: false,
    logStream: new PassThrough(),
  });
  shops.push(shop);
  return shop;
}

beforeAll(async () => {
  fresh = await migratedDatabase();
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fresh.dataDir,
    CAPTCHA: 'off',
    SEED: 'none',
    LOG_LEVEL: 'info',
    ...(fresh.database.dialect === 'postgres' ? { DATABASE_URL: fresh.database.url } : {}),
  });
  probe = createDb(config.database);
});
afterAll(async () => {
  for (const shop of shops) if (!closed.has(shop)) await shop.app.close();
  await probe.destroy();
  await fresh.drop();
});

const holders = async () => Object.fromEntries((await listLeases(probe)).map((l) => [l.name, l.holder]));

describe('jobs that run once across servers', () => {
  let a: Shop;
  let b: Shop;

  it('runs each job on one server: the first to take its lease', async () => {
    a = await server('server-a');
    b = await server('server-b');
    await a.jobs.tick();
    await b.jobs.tick();
    expect(await holders()).toEqual({
      'fresh-list': 'server-a',
      housekeeping: 'server-a',
      'margin-rollups': 'server-a',
      'monthly-statements': 'server-a',
      outbox: 'server-a',
      'sales-rollups': 'server-a',
      'standing-orders': 'server-a',
      webhooks: 'server-a',
    });
    expect(a.jobs.holds('outbox')).toBe(true);
    expect(b.jobs.holds('outbox')).toBe(false);
    // Housekeeping ran at takeover on the holder only.
    const housekeeping = (await listLeases(probe)).find((l) => l.name === 'housekeeping');
    expect(housekeeping?.last_run_at).toBe(now.toISOString());

    // Renewing keeps them where they are.
    later(15_000);
    await a.jobs.tick();
    await b.jobs.tick();
    expect(Object.values(await holders())).toEqual([
      'server-a',
      'server-a',
      'server-a',
      'server-a',
      'server-a',
      'server-a',
      'server-a',
      'server-a',
    ]);
  });

  it('lets another server take over once the holder stops renewing (within a minute)', async () => {
    // server-a hangs: its last renewal was at +15 s, its leases last 45 s.
    later(30_000);
    await b.jobs.tick();
    expect(b.jobs.holds('housekeeping')).toBe(false);
    later(15_000);
    await b.jobs.tick();
    expect(await holders()).toEqual({
      'fresh-list': 'server-b',
      housekeeping: 'server-b',
      'margin-rollups': 'server-b',
      'monthly-statements': 'server-b',
      outbox: 'server-b',
      'sales-rollups': 'server-b',
      'standing-orders': 'server-b',
      webhooks: 'server-b',
    });
    expect(b.jobs.holds('outbox')).toBe(true);
    // server-a knows it no longer holds them, and runs nothing.
    expect(a.jobs.holds('outbox')).toBe(false);
    await a.jobs.tick();
    expect(a.jobs.holds('housekeeping')).toBe(false);
    expect(Object.values(await holders())).toEqual([
      'server-b',
      'server-b',
      'server-b',
      'server-b',
      'server-b',
      'server-b',
      'server-b',
      'server-b',
    ]);
  });

  it('mails only from the server holding the outbox lease', async () => {
    expect(await a.app.mailer.sender.flush()).toBe(0);
    await probe
      .insertInto('outbox')
      .values({
        language: 'en',
        to_address: 'someone@example.test',
        reply_to: null,
        subject: 'Hello',
        text_body: 'Hello',
        html_body: '<p>Hello</p>',
        template: 'test',
        attachments: '[]',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
      })
      .execute();
    expect(await a.app.mailer.sender.flush()).toBe(0);
    expect(await b.app.mailer.sender.flush()).toBe(1);
  });
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, refuses new connections, gives its leases up, closes the database', async () => {
    const shop = await server('server-c');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    shop.app.get('/api/test/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    later(60_000); // server-a and server-b stopped renewing: server-c takes every job
    await shop.jobs.tick();
    expect(Object.values(await holders())).toEqual([
      'server-c',
      'server-c',
      'server-c',
      'server-c',
      'server-c',
      'server-c',
      'server-c',
      'server-c',
    ]);

    const slow = fetch(`${base}/api/test/slow`);
    await inside;
    let done = false;
    const closing = shop.app.close().then(() => (done = true));
    // The leases are given up at once, before the requests in flight end.
    await expect.poll(() => holders(), { interval: 20 }).toEqual({});
    expect(shop.jobs.holds('outbox')).toBe(false);
    try {
      await expect.poll(() => shop.app.server.listening, { interval: 20 }).toBe(false);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      expect(done).toBe(false);
    } finally {
      release();
    }
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
    closed.add(shop);
    expect(done).toBe(true);
    await expect(shop.app.db.selectFrom('job_leases').selectAll().execute()).rejects.toThrow();
  });
});
