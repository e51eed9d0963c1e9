import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, signIn } from '../../test/factories.js';
import { purgeExpired } from './housekeeping.js';

let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('purgeExpired', () => {
  it('deletes idle sessions and keeps live ones', async () => {
    const c = await createCustomer(t.db);
    await signIn(t.app, c.email);
    await purgeExpired(t.db, clock);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', c.id).execute()).toHaveLength(1);
    now = new Date(now.getTime() + 8 * 24 * 3600_000);
    await purgeExpired(t.db, clock);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', c.id).execute()).toHaveLength(0);
  });
});
