import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, PASSWORD } from '../../test/factories.js';

// CAPTCHA=off (the test app's default): only the per-account limit stands between a guesser
// and the password, whichever addresses the guesses come from.
let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
const later = (ms: number) => (now = new Date(now.getTime() + ms));
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const login = (email: string, password: string, language: 'en' | 'fr' = 'en') =>
  t.app.inject({
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-language': language },
    payload: { email, password },
  });

describe('the per-account sign-in limit', () => {
  it('slows the account after 5 failures: each try then waits twice as long (429, Retry-After)', async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 5; i += 1) expect((await login(c.email, 'wrong-guess')).statusCode).toBe(401);
    const slowed = await login(c.email, PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({
      message: 'Too many failed sign-ins for this account. Wait 1 seconds before trying again.',
      error: 'TooManyFailures',
    });
    later(1000);
    expect((await login(c.email, 'wrong-guess')).statusCode).toBe(401);
    const fr = await login(c.email, 'wrong-guess', 'fr');
    expect(fr.headers['retry-after']).toBe('2');
    expect(fr.json().message).toBe(
      'Trop de connexions échouées pour ce compte. Attendez 2 secondes avant de réessayer.',
    );
    later(2000);
    expect((await login(c.email, PASSWORD)).statusCode).toBe(200);
    // A success starts the count again.
    expect((await login(c.email, 'wrong-guess')).statusCode).toBe(401);
  });

  it('locks the account for 15 minutes after 10, even for the right password, and e-mails its holder', async () => {
    const c = await createCustomer(t.db, { profile: { language: 'fr' } });
    for (let i = 0; i < 10; i += 1) {
      expect((await login(c.email, 'wrong-guess')).statusCode).toBe(401);
      later(60_000);
    }
    now = new Date(now.getTime() - 60_000);
    const locked = await login(c.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toMatchObject({
      message:
        'Too many failed sign-ins: this account is locked for 15 minutes. You can reset your password meanwhile.',
      error: 'AccountLocked',
    });
    const mails = await t.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text_body'])
      .where('to_address', '=', c.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'account-locked',
      subject: 'La connexion à votre compte est suspendue',
    });
    expect(mails[0]!.text_body).toContain('15 minutes');
    later(14 * 60_000);
    expect((await login(c.email, PASSWORD)).statusCode).toBe(429);
    later(60_000);
    expect((await login(c.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way, sending nothing', async () => {
    const email = 'nobody.here@example.com';
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, 'wrong-guess')).statusCode).toBe(401);
      later(60_000);
    }
    now = new Date(now.getTime() - 60_000);
    const locked = await login(email, 'wrong-guess');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('AccountLocked');
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).toHaveLength(0);
  });
});
