import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { systemClock } from '../lib/clock.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { seed } from './index.js';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('seed', () => {
  it('loads the demo admin and customers (approved and pending) once, and prints their logins', async () => {
    t = await createTestApp();
    const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, SEED: 'demo' }), database: t.config.database };
    const first = await seed(t.db, config, systemClock);
    expect(first.logins.map((l) => l.role)).toEqual(['admin', 'customer']);
    const counts = await t.db.selectFrom('users').select(['role', 'status']).execute();
    expect(counts.filter((u) => u.role === 'admin')).toHaveLength(1);
    expect(counts.filter((u) => u.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(counts.filter((u) => u.role === 'customer' && u.status === 'approved').length).toBeGreaterThanOrEqual(3);

    const again = await seed(t.db, config, systemClock);
    expect(again.logins).toEqual(first.logins);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(counts.length);
  });

  it('creates only the ADMIN_EMAIL admin without demo data, and no default password', async () => {
    t = await createTestApp();
    const env = {
      DATA_DIR: t.config.dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'Une-Longue-Phrase-2026',
    };
    const report = await seed(t.db, { ...loadConfig(env), database: t.config.database }, systemClock);
    expect(report.logins).toEqual([]);
    const users = await t.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
  });
});
