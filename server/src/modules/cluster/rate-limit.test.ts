import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb, type Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { purgeExpiredHits } from './index.js';

// Two servers on one database (each with its own connection pool), as behind a load balancer.
let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let otherDb: Db;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clock });
  otherDb = createDb(t.config.database);
  other = await buildApp(t.config, { db: otherDb, clock, logStream: new PassThrough() });
});
afterAll(async () => {
  await other.close();
  await otherDb.destroy();
  await t.close();
});

// An empty body is refused (400) after the limit has counted it: nothing else changes.
const signIn = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: {} });

describe('per-address limits shared by every server on the database', () => {
  it('counts the requests of one address on both servers together (10 sign-ins a minute)', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t.app, '10.16.0.1')).statusCode).toBe(400);
      expect((await signIn(other, '10.16.0.1')).statusCode).toBe(400);
    }
    for (const app of [t.app, other]) {
      const refused = await signIn(app, '10.16.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
    }
    // Another address has its own count.
    expect((await signIn(other, '10.16.0.2')).statusCode).toBe(400);
  });

  it('starts a new window once the last one has ended, and housekeeping removes ended ones', async () => {
    now = new Date(now.getTime() + 30_000);
    const refused = await signIn(other, '10.16.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    now = new Date(now.getTime() + 30_000);
    expect((await signIn(t.app, '10.16.0.1')).statusCode).toBe(400);

    const rows = () => t.db.selectFrom('rate_limit_hits').select(['key', 'hits']).orderBy('key').execute();
    expect(await rows()).toEqual([
      { key: 'POST /api/auth/login 10.16.0.1', hits: 1 },
      { key: 'POST /api/auth/login 10.16.0.2', hits: 1 },
    ]);
    expect(await purgeExpiredHits(t.db, clock)).toBe(1);
    expect(await rows()).toEqual([{ key: 'POST /api/auth/login 10.16.0.1', hits: 1 }]);
  });

  it('counts every request when servers ask at once', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(i % 2 ? t.app : other, '10.16.0.3')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });
});
