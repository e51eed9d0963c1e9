import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, PASSWORD, signIn } from '../../test/factories.js';
import { base32Decode, hotp, timeStep, totpAt } from './totp.js';

// Issue 35, item 1: a burst of guesses sent at once, each from its own address, CAPTCHA=off.
// Every request of a burst starts before any of them is answered: none may be checked once the
// account's count says it must wait, and the holder hears once of each lock.
let now = new Date('2026-11-20T13:00:10Z');
const clock: Clock = { now: () => now };
const later = (ms: number) => (now = new Date(now.getTime() + ms));
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const BURST = 200;
/** The bursts sent each time a wait ends: enough to show that one try, not more, gets through. */
const SMALL_BURST = 20;
/** Longer than any slowed wait (16 s after the 9th failure), far shorter than the lock. */
const PAST_ANY_SLOW_WAIT = 16_000;
/** 200 requests at once on two shared cores: more than the default 20 s, under load. */
const BURST_TIMEOUT = 90_000;

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.8.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: cookie ? { cookie } : {},
    payload,
  });

/** Sends `size` requests at once; answers how many got each status. */
async function burst(send: () => ReturnType<typeof post>, size = BURST): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: size }, send));
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * Bursts again each time the slowed wait has passed: 5 rounds from the 5th failure to the lock
 * at 10, and one more while it is locked. Answers how many were checked.
 */
async function keepBursting(send: () => ReturnType<typeof post>, checkedStatus: number) {
  let checked = 0;
  for (let i = 0; i < 6; i += 1) {
    later(PAST_ANY_SLOW_WAIT);
    checked += (await burst(send, SMALL_BURST))[checkedStatus] ?? 0;
  }
  return checked;
}

const lockMails = (to: string) =>
  t.db
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', to)
    .where('template', '=', 'account-locked')
    .execute();

/** A code none of the accepted steps (one either side) gives. */
function wrongCode(key: Buffer): string {
  const step = timeStep(now);
  const valid = [step - 1, step, step + 1].map((s) => hotp(key, s));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
}

/** A staff member who enrolled in two-step sign-in: their key and a session. */
async function enrolled() {
  const staff = await createAdminUser(t.db, ['owner']);
  const { cookie } = await signIn(t.app, staff.email);
  const key = base32Decode((await post('/api/auth/totp/start', {}, cookie)).json().data.secret as string);
  expect((await post('/api/auth/totp/confirm', { code: totpAt(key, now) }, cookie)).statusCode).toBe(200);
  later(30_000); // the next step: the enrolment's code is used
  return { ...staff, key, cookie };
}

describe('a burst of wrong passwords', () => {
  it(
    'is checked 5 times at once, 10 in all; the right password is then refused; one e-mail',
    { timeout: BURST_TIMEOUT },
    async () => {
      const c = await createCustomer(t.db);
      const wrong = () => post('/api/auth/login', { email: c.email, password: 'wrong-guess' });
      expect(await burst(wrong)).toEqual({ 401: 5, 429: BURST - 5 });
      expect((await post('/api/auth/login', { email: c.email, password: PASSWORD })).json().error).toBe(
        'TooManyFailures',
      );

      // One more try each time the wait ends, until the lock at 10; none past it.
      expect(await keepBursting(wrong, 401)).toBe(5);
      const right = await post('/api/auth/login', { email: c.email, password: PASSWORD });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({
        error: 'AccountLocked',
        message:
          'Too many failed sign-ins: this account is locked for 15 minutes. You can reset your password meanwhile.',
      });
      expect(await lockMails(c.email)).toHaveLength(1);

      later(15 * 60_000);
      expect((await post('/api/auth/login', { email: c.email, password: PASSWORD })).statusCode).toBe(200);
    },
  );

  it('on an unknown e-mail is refused the same way, sending nothing', { timeout: BURST_TIMEOUT }, async () => {
    const email = 'nobody.at.all@example.com';
    const wrong = () => post('/api/auth/login', { email, password: 'wrong-guess' });
    expect(await burst(wrong)).toEqual({ 401: 5, 429: BURST - 5 });
    expect(await keepBursting(wrong, 401)).toBe(5);
    expect((await wrong()).json().error).toBe('AccountLocked');
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).toEqual([]);
  });
});

describe('a burst of wrong two-step codes', () => {
  it(
    'with one challenge: 5 checked at once (the password’s try and 4), 10 in all; the right code refused; one e-mail',
    { timeout: BURST_TIMEOUT },
    async () => {
      const staff = await enrolled();
      const first = await post('/api/auth/login', { email: staff.email, password: PASSWORD });
      const token = first.json().data.second_step.token as string;
      const wrong = () => post('/api/auth/login/second-step', { token, code: wrongCode(staff.key) });
      expect(await burst(wrong)).toEqual({ 401: 5, 429: BURST - 5 });
      const slowed = await post('/api/auth/login/second-step', { token, code: totpAt(staff.key, now) });
      expect(slowed.json().error).toBe('TooManyFailures');

      expect(await keepBursting(wrong, 401)).toBe(5);
      const right = await post('/api/auth/login/second-step', { token, code: totpAt(staff.key, now) });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toBe('AccountLocked');
      expect((await post('/api/auth/login', { email: staff.email, password: PASSWORD })).json().error).toBe(
        'AccountLocked',
      );
      expect(await lockMails(staff.email)).toHaveLength(1);
    },
  );

  it(
    'while signed in (turning two-step sign-in off): 5 checked, the right code then refused',
    { timeout: BURST_TIMEOUT },
    async () => {
      const staff = await enrolled();
      const wrong = () => post('/api/auth/totp/disable', { code: wrongCode(staff.key) }, staff.cookie);
      expect(await burst(wrong)).toEqual({ 400: 5, 429: BURST - 5 });
      const right = await post('/api/auth/totp/disable', { code: totpAt(staff.key, now) }, staff.cookie);
      expect(right.statusCode).toBe(429);
      expect(
        await t.db.selectFrom('totp_credentials').select('user_id').where('user_id', '=', staff.id).execute(),
      ).toHaveLength(1);
    },
  );
});
