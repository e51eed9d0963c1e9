import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { migratedDatabase, type TestDatabase } from '../../test/database.js';
import { createJobRunner, LEASE_MS } from './jobs.js';

let fresh: TestDatabase;
let db: Db;
beforeAll(async () => {
  fresh = await migratedDatabase();
  db = createDb(fresh.database);
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

const log = { info() {}, warn() {}, error() {} } as never;

// Found by the review of 2026-11-29: the runner renewed no lease while a job ran, so a webhooks
// round longer than the lease let a second server send the same deliveries.
it('keeps a long job’s lease while it runs, so that no other server runs it too, and runs its other jobs meanwhile', async () => {
  let now = new Date('2026-11-20T13:00:00Z');
  const clock: Clock = { now: () => now };
  let endRound = () => undefined as void;
  const runs: string[] = [];
  const a = createJobRunner({
    db,
    clock,
    log,
    holder: 'a',
    jobs: [
      {
        name: 'webhooks',
        everyMs: 2000,
        runOnTakeover: true,
        run: () => {
          runs.push('a');
          return new Promise<void>((resolve) => (endRound = resolve));
        },
      },
      { name: 'outbox', everyMs: 500, runOnTakeover: true, run: async () => void runs.push('a-outbox') },
    ],
  });
  const b = createJobRunner({
    db,
    clock,
    log,
    holder: 'b',
    jobs: [{ name: 'webhooks', everyMs: 2000, runOnTakeover: true, run: async () => void runs.push('b') }],
  });
  a.start();
  await vi.waitFor(() => expect(runs).toContain('a'));
  // The round is still going past the lease; a's timer comes round meanwhile.
  now = new Date(now.getTime() + LEASE_MS + 5_000);
  const outboxRuns = runs.filter((r) => r === 'a-outbox').length;
  await vi.waitFor(() => expect(runs.filter((r) => r === 'a-outbox').length).toBeGreaterThan(outboxRuns), {
    timeout: 10_000,
  });
  await b.tick();
  expect(b.holds('webhooks')).toBe(false);
  expect(runs).not.toContain('b');
  endRound();
  await a.stop();
  await b.stop();
});
