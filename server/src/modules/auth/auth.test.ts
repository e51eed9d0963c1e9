import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, PASSWORD, profile, signIn } from '../../test/factories.js';

let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let ip = 0;
const from = () => ({ remoteAddress: `10.2.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  ...profile(),
  password: 'Pivoines-et-Tulipes-81',
  ...overrides,
});

describe('POST /api/auth/signup', () => {
  it('creates a pending customer and e-mails the applicant (in their language) and the staff', async () => {
    const body = signupBody({ language: 'fr' });
    const res = await t.app.inject({ ...from(), method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Registration successful. Awaiting admin approval.',
      data: null,
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.emailAddress.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'customer', status: 'pending', language: 'fr' });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const profileRow = await t.db
      .selectFrom('customer_profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profileRow.business_name).toBe(body.businessName);
    const mails = await t.db.selectFrom('outbox').select(['to_address', 'language', 'subject']).orderBy('id').execute();
    expect(mails.slice(-2)).toEqual([
      { to_address: body.emailAddress, language: 'fr', subject: 'Nous avons reçu votre demande de compte' },
      expect.objectContaining({ to_address: t.config.business.email }),
    ]);
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const existing = await createCustomer(t.db);
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ emailAddress: existing.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this e-mail address already exists.');
  });

  it.each([
    [{ businessName: '' }, 'businessName', 'businessName is required.'],
    [{ phoneNumber: '555-1234' }, 'phoneNumber', 'Enter a valid Canadian phone number(10-15 digits)'],
    [{ emailAddress: 'nope' }, 'emailAddress', 'Invalid email format'],
    [{ password: '' }, 'password', 'Please enter a password'],
    [{ password: 'short' }, 'password', 'Password is too weak'],
    [{ password: 'password123' }, 'password', 'Password is too weak'],
    [{ province: 'XX' }, 'province', 'province is not one of the allowed values.'],
    [{ businessName: 42 }, 'businessName', 'businessName is required.'],
  ])('refuses %j (400 on %s)', async (overrides, field, message) => {
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    expect(res.json().message).toContain(message);
  });

  it('never takes a role or status from the body', async () => {
    const body = signupBody({ role: 'admin', status: 'approved', active: 1 });
    await t.app.inject({ ...from(), method: 'POST', url: '/api/auth/signup', payload: body });
    const user = await t.db
      .selectFrom('users')
      .select(['role', 'status'])
      .where('email', '=', body.emailAddress.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'customer', status: 'pending' });
  });
});

describe('POST /api/auth/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and returns only the authUser record', async () => {
    const c = await createCustomer(t.db);
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user: { id: c.id, role: 'customer', name: c.profile.businessOwnerName, language: 'en', roles: [] },
    });
    const cookie = res.cookies.find((k) => k.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(res.body).not.toContain('password');
    const stored = await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', c.id).execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(cookie.value);
  });

  it('answers a wrong password and an unknown e-mail alike, without signing out the page', async () => {
    const c = await createCustomer(t.db);
    const wrong = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Invalid email or password.',
      error: 'InvalidCredentials',
    });
  });

  it.each([
    [{ status: 'pending' as const }, 'AccountPending', 'awaiting approval'],
    [{ status: 'rejected' as const }, 'AccountRejected', 'not approved'],
    [{ active: false }, 'AccountInactive', 'deactivated'],
  ])('refuses a %j account with a message saying why', async (state, error, text) => {
    const c = await createCustomer(t.db, state);
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(error);
    expect(res.json().message).toContain(text);
    expect(res.cookies).toHaveLength(0);
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Email and Password are required.');
  });

  it('is rate-limited per address with 429 and Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await t.app.inject({
        remoteAddress: '10.250.0.1',
        method: 'POST',
        url: '/api/auth/login',
        // A different e-mail each time: the per-account limit is not what is tested here.
        payload: { email: `x${i}@example.com`, password: 'y' },
      });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me is 401 Unauthorized signed out, and the user signed in', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ success: false, message: 'Unauthorized', error: 'Unauthorized' });
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().data.user.id).toBe(c.id);
  });

  it('ends at sign-out: the old cookie no longer works', async () => {
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((k) => k.name === 'sid')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('gives a new id at each sign-in', async () => {
    const c = await createCustomer(t.db);
    const a = await signIn(t.app, c.email);
    const b = await signIn(t.app, c.email);
    expect(a.cookie).not.toBe(b.cookie);
  });

  it('expires after a week idle, and after 30 days in any case', async () => {
    const c = await createCustomer(t.db);
    const start = now;
    const { cookie } = await signIn(t.app, c.email);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }).then((r) => r.statusCode);
    // Used every 6 days: alive until the 30th day.
    for (let day = 6; day < 30; day += 6) {
      now = new Date(start.getTime() + day * 24 * 3600_000);
      expect(await me(), `day ${day}`).toBe(200);
    }
    now = new Date(start.getTime() + 30 * 24 * 3600_000 + 1000);
    expect(await me()).toBe(401);

    now = start;
    const second = await signIn(t.app, c.email);
    now = new Date(start.getTime() + 7 * 24 * 3600_000 + 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second.cookie } })).statusCode,
    ).toBe(401);
    now = start;
  });

  it('uses Secure and the __Host- prefix when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const c = await createCustomer(secure.db);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.email, password: PASSWORD },
      });
      const cookie = res.cookies.find((k) => k.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    } finally {
      await secure.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another origin, and accepts this one', async () => {
    const c = await createCustomer(t.db);
    const payload = { email: c.email, password: PASSWORD };
    const evil = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(evil.statusCode).toBe(403);
    const same = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('nothing secret in logs', () => {
  it('never logs a password, a session id or a cookie', async () => {
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const text = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(0);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(cookie.split('=')[1]);
    expect(text).not.toMatch(/scrypt\$/);
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  async function attempts(env: Record<string, string>, forwardedFor: (i: number) => string): Promise<number[]> {
    const app = await createTestApp({ env: { NODE_ENV: 'production', MAIL_TRANSPORT: 'file', LOG_LEVEL: 'silent', ...env } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor(i) },
          payload: { email: `x${i}@example.com`, password: 'y' },
        });
        codes.push(res.statusCode);
      }
      return codes;
    } finally {
      await app.close();
    }
  }

  it('is believed from nobody by default, even in production: a caller rotating it is still limited', async () => {
    const codes = await attempts({}, (i) => `198.51.100.${i}`);
    expect(codes[10]).toBe(429);
  });

  it('is believed from the proxies TRUST_PROXY lists: the clients behind one count apart', async () => {
    const codes = await attempts({ TRUST_PROXY: '127.0.0.0/8' }, (i) => `198.51.100.${i}`);
    expect(codes.every((c) => c === 401)).toBe(true);
  });

  it('is believed from the proxies TRUST_PROXY lists only: entries a client forges before them do not help', async () => {
    const codes = await attempts({ TRUST_PROXY: '127.0.0.1' }, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(codes[10]).toBe(429);
  });

  it('is believed for a number of hops', async () => {
    const codes = await attempts({ TRUST_PROXY: '1' }, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(codes[10]).toBe(429);
  });
});
