import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { enqueueMail } from './outbox.js';
import { backoffMinutes, MAX_ATTEMPTS } from './sender.js';
import { accountMail } from './templates/account.js';
import { contactMessageMail } from './templates/contact-message.js';

describe('mail sender with an unreachable SMTP server', () => {
  let t: TestApp;
  let now = new Date('2026-11-20T12:00:00Z');
  const clock: Clock = { now: () => now };
  beforeAll(async () => {
    // Port 9 on loopback refuses connections: every attempt fails at once.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'silent' }, clock });
  });
  afterAll(() => t.close());

  it('retries with growing delays and gives up after the last attempt', async () => {
    const mail = contactMessageMail('en', t.config.business, {
      name: 'A',
      email: 'a@b.example',
      message: 'Hi',
      language: 'en',
    });
    await enqueueMail(t.db, clock, { template: 'contact-message', language: 'en', to: 'x@y.example', mail });

    expect(await t.app.mailer.sender.flush()).toBe(0);
    let row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-11-20T12:01:00.000Z' });
    expect(row.last_error).toBeTruthy();

    // Not due yet: nothing is tried.
    await t.app.mailer.sender.flush();
    row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date(row.next_attempt_at);
      await t.app.mailer.sender.flush();
      row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
    }
    expect(row.status).toBe('failed');
  });

  it('keeps no set-password link in an e-mail it gave up on', async () => {
    const link = 'http://localhost/set-password?token=Zx9-secret_token_value_0000000000000000000';
    const mail = accountMail('reset', 'en', t.config.business, 'A', link);
    const id = await enqueueMail(t.db, clock, { template: 'password-reset', language: 'en', to: 'x@y.example', mail });
    const row = () => t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date((await row()).next_attempt_at);
      await t.app.mailer.sender.flush();
    }
    const failed = await row();
    expect(failed.status).toBe('failed');
    expect(`${failed.text_body}${failed.html_body}`).not.toContain('Zx9-secret');
    expect(failed.text_body).toContain('token=[redacted]');
  });
});

/** `n` contact messages queued now, each to its own address. */
async function enqueueMessages(t: TestApp, n: number): Promise<void> {
  const clock: Clock = { now: () => new Date() };
  for (let i = 0; i < n; i += 1) {
    const mail = contactMessageMail('en', t.config.business, {
      name: `N${i}`,
      email: 'a@b.example',
      message: 'Hi',
      language: 'en',
    });
    await enqueueMail(t.db, clock, { template: 'contact-message', language: 'en', to: `x${i}@y.example`, mail });
  }
}

describe('mail sender draining a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(() => t.close());

  it('sends every message once however many times it is kicked meanwhile', async () => {
    await enqueueMessages(t, 120);
    const sent = await Promise.all(Array.from({ length: 6 }, () => t.app.mailer.sender.flush()));
    // The first flush drains all of it in batches; the five during it share one more, which finds nothing.
    expect(sent).toEqual([120, 0, 0, 0, 0, 0]);
    const rows = await t.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(120);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(fs.readdirSync(t.config.mail.outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(120);
  });
});

describe('mail sender stopping mid-batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(() => t.close());

  it('gives back what it claimed and did not try, due at once for the next sender', async () => {
    await enqueueMessages(t, 60);
    const flushing = t.app.mailer.sender.flush();
    await t.app.mailer.sender.stop();
    const sent = await flushing;
    const rows = await t.db.selectFrom('outbox').select(['status', 'next_attempt_at']).execute();
    const now = new Date().toISOString();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(sent);
    expect(rows.filter((r) => r.status === 'pending' && r.next_attempt_at <= now)).toHaveLength(60 - sent);
  });
});

describe('backoffMinutes', () => {
  it('doubles from one minute and stops at four hours', () => {
    expect([1, 2, 3, 4, 9, 20].map(backoffMinutes)).toEqual([1, 2, 4, 8, 240, 240]);
  });
});
