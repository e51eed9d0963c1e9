import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, profile, signInAsNewAdmin } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { purgeOldMailBodies } from '../mail/index.js';
import { digest } from './tokens.js';

// Set-password links are as good as a password until used: neither the log nor the outbox
// may keep one that still works.
let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function liveTokens(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('password_tokens')
    .select('token_hash')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  return rows.map((r) => r.token_hash);
}

/** Outbox rows whose bodies hold a token that would still set a password. */
async function rowsWithLiveTokens(): Promise<number[]> {
  const live = new Set(await liveTokens());
  const rows = await t.db.selectFrom('outbox').select(['id', 'text_body', 'html_body']).execute();
  return rows
    .filter((r) => [...`${r.text_body} ${r.html_body}`.matchAll(/[\w-]{43}/g)].some((m) => live.has(digest(m[0]))))
    .map((r) => r.id);
}

describe('links with a secret', () => {
  it('an unsubscribe link’s token is not written to the log with the request line', async () => {
    const secret = 'Zx9-unsubscribe_token_value_00000000000000';
    await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${secret}` });
    const lines = t.logs.filter((l) => JSON.stringify(l).includes('/api/unsubscribe/'));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(JSON.stringify(lines)).toContain('/api/unsubscribe/[redacted]');
  });
});

describe('set-password links', () => {
  it('are not written to the log with the request line', async () => {
    const secret = 'Zx9-secret_token_value_0000000000000000000';
    for (const url of [`/set-password?token=${secret}`, `/fr/set-password?lang=fr&token=${secret}`]) {
      await t.app.inject({ method: 'GET', url });
    }
    const lines = t.logs.filter((l) => JSON.stringify(l).includes('set-password'));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(JSON.stringify(lines)).toContain('token=[redacted]');
  });

  it('stay in no outbox row once the e-mail is sent (staff-created accounts and resets)', async () => {
    const staff = await signInAsNewAdmin(t.app, t.db);
    const form = await multipart({ ...(profile() as unknown as Record<string, string>) });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...form,
      headers: { ...form.headers, cookie: staff.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = await createCustomer(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    await t.app.mailer.sender.flush();
    const sent = await t.db.selectFrom('outbox').select(['template', 'status']).orderBy('id').execute();
    expect(sent).toEqual([
      { template: 'account-created', status: 'sent' },
      { template: 'password-reset', status: 'sent' },
    ]);
    expect(await liveTokens()).toHaveLength(2);
    expect(await rowsWithLiveTokens()).toEqual([]);
  });

  it('leave e-mail bodies to housekeeping after 30 days', async () => {
    await t.app.mailer.sender.flush();
    const count = async () =>
      (await t.db.selectFrom('outbox').select('id').where('text_body', '!=', '').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    now = new Date(now.getTime() + 29 * 24 * 3600_000);
    await purgeOldMailBodies(t.db, clock);
    expect(await count()).toBe(before);
    now = new Date(now.getTime() + 2 * 24 * 3600_000);
    await purgeOldMailBodies(t.db, clock);
    expect(await count()).toBe(0);
    const envelope = await t.db.selectFrom('outbox').select(['subject', 'status']).executeTakeFirstOrThrow();
    expect(envelope).toMatchObject({ status: 'sent' });
    expect(envelope.subject).not.toBe('');
  });
});
