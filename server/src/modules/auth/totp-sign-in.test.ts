import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, PASSWORD, signIn } from '../../test/factories.js';
import { base32Decode, hotp, timeStep, totpAt } from './totp.js';

// A fixed clock: every code is computed for the instant the server sees.
let now = new Date('2026-11-20T13:00:10Z');
const clock: Clock = { now: () => now };
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const TOTP_KEY = Buffer.alloc(32, 9).toString('base64');
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off', TOTP_KEY } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: { 'x-language': language, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `sid=${c.value}` : undefined;
};

/** A staff member who enrolled: their key (from the enrolment answer) and recovery codes. */
async function enrolled(roles: Parameters<typeof createAdminUser>[1] = ['owner']) {
  const staff = await createAdminUser(t.db, roles);
  const { cookie } = await signIn(t.app, staff.email);
  const started = await call('POST', '/api/auth/totp/start', cookie);
  expect(started.statusCode).toBe(200);
  const key = base32Decode(started.json().data.secret as string);
  const confirmed = await call('POST', '/api/auth/totp/confirm', cookie, { code: totpAt(key, now) });
  expect(confirmed.statusCode).toBe(200);
  later(30_000); // the next step: the enrolment's code is used
  return { ...staff, key, cookie, recovery: confirmed.json().data.recovery_codes as string[] };
}

const passwordStep = async (email: string) => {
  const res = await call('POST', '/api/auth/login', undefined, { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('TOTP enrolment', () => {
  it('starts with a secret, URI and QR; confirms with a code; gives ten single-use recovery codes', async () => {
    const staff = await createAdminUser(t.db, ['counter']);
    const { cookie } = await signIn(t.app, staff.email);
    expect((await call('GET', '/api/auth/totp', cookie)).json().data).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const started = await call('POST', '/api/auth/totp/start', cookie);
    expect(started.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri, qr_svg } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain(encodeURIComponent(staff.email));
    expect(Buffer.from(qr_svg.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    // Sealed with TOTP_KEY: the database alone does not hold the secret.
    const row = await t.db.selectFrom('totp_credentials').selectAll().where('user_id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^gcm1:/);
    expect(row.confirmed_at).toBeNull();
    // Not in the logs either.
    expect(JSON.stringify(t.logs)).not.toContain(secret);

    const key = base32Decode(secret);
    const wrong = await call('POST', '/api/auth/totp/confirm', cookie, { code: hotp(key, timeStep(now) + 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'InvalidCode', field: 'code' });
    const confirmed = await call('POST', '/api/auth/totp/confirm', cookie, { code: totpAt(key, now) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.selectFrom('totp_recovery_codes').select('code_hash').where('user_id', '=', staff.id).execute();
    expect(stored.map((s) => s.code_hash)).not.toContain(codes[0]);
    expect((await call('GET', '/api/auth/totp', cookie)).json().data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // A second enrolment must disable the first.
    expect((await call('POST', '/api/auth/totp/start', cookie)).json().error).toBe('TotpAlreadyEnabled');
  });

  it('is for staff only', async () => {
    const customer = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, customer.email);
    expect((await call('POST', '/api/auth/totp/start', cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/auth/totp/start')).statusCode).toBe(401);
  });

  it('turns off only with a current code', async () => {
    const staff = await enrolled(['designer']);
    const wrong = await call('POST', '/api/auth/totp/disable', staff.cookie, { code: '000000' }, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Ce code n’est pas le bon/);
    expect((await call('POST', '/api/auth/totp/disable', staff.cookie, { code: totpAt(staff.key, now) })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/totp', staff.cookie)).json().data.enabled).toBe(false);
    expect(await t.db.selectFrom('totp_recovery_codes').select('id').where('user_id', '=', staff.id).execute()).toEqual([]);
    // The trail: turned on, then off, by the member.
    const audit = await t.db.selectFrom('audit_events').selectAll().where('entity', '=', 'staff').where('entity_id', '=', staff.id).execute();
    expect(audit.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['two_step_on', staff.id],
      ['two_step_off', staff.id],
    ]);
    // Signing in is one step again.
    expect((await passwordStep(staff.email)).json().data.user.id).toBe(staff.id);
  });
});

describe('signing in with TOTP', () => {
  it('asks for a second step after the password (no session), then signs in with a code', async () => {
    const staff = await enrolled();
    const first = await passwordStep(staff.email);
    expect(cookieOf(first)).toBeUndefined();
    const { token, expires_at } = first.json().data.second_step;
    expect(first.json().data.user).toBeUndefined();
    expect(expires_at).toBe(new Date(now.getTime() + 5 * 60_000).toISOString());

    const second = await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user).toMatchObject({ id: staff.id, roles: ['owner'] });
    const cookie = cookieOf(second);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);
    // The token is single-use.
    const again = await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('SecondStepExpired');
  });

  it('refuses a code replayed within its window, and accepts the next step’s', async () => {
    const staff = await enrolled();
    const code = totpAt(staff.key, now);
    const a = (await passwordStep(staff.email)).json().data.second_step.token;
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: a, code })).statusCode).toBe(200);
    later(10_000); // same 30-second step
    const b = (await passwordStep(staff.email)).json().data.second_step.token;
    const replay = await call('POST', '/api/auth/login/second-step', undefined, { token: b, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'InvalidCode', message: 'This code is not right, or was already used.' });
    // The previous step's code is older than the one used: refused too.
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: b, code: hotp(staff.key, timeStep(now) - 1) })).statusCode).toBe(401);
    later(30_000);
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: b, code: totpAt(staff.key, now) })).statusCode).toBe(200);
  });

  it('accepts a code one step early or late, not two', async () => {
    const staff = await enrolled();
    const token = (await passwordStep(staff.email)).json().data.second_step.token;
    const step = timeStep(now);
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: hotp(staff.key, step - 2) })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: hotp(staff.key, step + 2) })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: hotp(staff.key, step + 1) })).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const staff = await enrolled();
    const code = staff.recovery[3]!;
    const a = (await passwordStep(staff.email)).json().data.second_step.token;
    // Typed in capitals and without dashes: still the code.
    const used = await call('POST', '/api/auth/login/second-step', undefined, { token: a, recovery_code: code.toUpperCase().replaceAll('-', '') });
    expect(used.statusCode).toBe(200);
    const b = (await passwordStep(staff.email)).json().data.second_step.token;
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: b, recovery_code: code })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/totp', cookieOf(used))).json().data.recovery_codes_left).toBe(9);
  });

  it('lets the second step expire after 5 minutes', async () => {
    const staff = await enrolled();
    const token = (await passwordStep(staff.email)).json().data.second_step.token;
    later(5 * 60_000);
    const res = await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) }, 'fr');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'SecondStepExpired', message: 'Cette connexion a expiré. Entrez de nouveau votre courriel et votre mot de passe.' });
  });

  it('counts wrong codes like wrong passwords: slowed after 5, locked after 10, the password does not reset it', async () => {
    const staff = await enrolled();
    let token = (await passwordStep(staff.email)).json().data.second_step.token;
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: '000000' })).statusCode).toBe(401);
    }
    const slowed = await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe('TooManyFailures');
    // The right password does not clear the count of wrong codes.
    for (let i = 0; i < 4; i += 1) {
      later(60_000);
      token = (await passwordStep(staff.email)).json().data.second_step.token;
      expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: '000000' })).statusCode).toBe(401);
    }
    later(60_000);
    token = (await passwordStep(staff.email)).json().data.second_step.token;
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: '000000' })).statusCode).toBe(401);
    // Ten wrong codes: locked, the pending step and the password alike.
    const locked = await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('AccountLocked');
    const password = await call('POST', '/api/auth/login', undefined, { email: staff.email, password: PASSWORD });
    expect(password.json().error).toBe('AccountLocked');
    later(15 * 60_000);
    token = (await passwordStep(staff.email)).json().data.second_step.token;
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token, code: totpAt(staff.key, now) })).statusCode).toBe(200);
  });
});

describe('the owner’s setting', () => {
  it('is the owner’s to read and change', async () => {
    const office = await createAdminUser(t.db, ['office']);
    const { cookie } = await signIn(t.app, office.email);
    expect((await call('GET', '/api/auth/settings', cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/auth/settings', cookie, { second_factor: 'owner_office' })).statusCode).toBe(403);
  });

  it('sends owner and office members without TOTP to enrol before anything else; others are not concerned', async () => {
    const owner = await enrolled(['owner']);
    const office = await createAdminUser(t.db, ['office']);
    const counter = await createAdminUser(t.db, ['counter']);
    const ownerSession = cookieOf(
      await call('POST', '/api/auth/login/second-step', undefined, {
        token: (await passwordStep(owner.email)).json().data.second_step.token,
        code: totpAt(owner.key, now),
      }),
    );
    const saved = await call('PUT', '/api/auth/settings', ownerSession, { second_factor: 'owner_office' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/settings', ownerSession)).json().data).toEqual({ second_factor: 'owner_office' });
    const audit = await t.db.selectFrom('audit_events').selectAll().where('entity', '=', 'setting').execute();
    expect(audit.map((a) => JSON.parse(a.changes))).toContainEqual({ second_factor: ['optional', 'owner_office'] });

    // The office member signs in with the password alone, and is told to enrol.
    const signedIn = await passwordStep(office.email);
    expect(signedIn.json().data.user.totp_enrolment_required).toBe(true);
    const cookie = cookieOf(signedIn);
    const refused = await call('GET', '/api/orders', cookie, undefined, 'fr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'TotpEnrolmentRequired' });
    expect(refused.json().message).toMatch(/^Configurez la connexion en deux étapes/);
    expect((await call('GET', '/api/auth/me', cookie)).json().data.user.totp_enrolment_required).toBe(true);
    expect((await call('GET', '/api/auth/totp', cookie)).json().data).toMatchObject({ enabled: false, required: true });
    const key = base32Decode((await call('POST', '/api/auth/totp/start', cookie)).json().data.secret);
    expect((await call('POST', '/api/auth/totp/confirm', cookie, { code: totpAt(key, now) })).statusCode).toBe(200);
    // Enrolled: the same session may now work.
    expect((await call('GET', '/api/orders', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', cookie)).json().data.user.totp_enrolment_required).toBeUndefined();

    // A counter clerk is not concerned by the setting.
    const clerk = cookieOf(await passwordStep(counter.email));
    expect((await call('GET', '/api/orders', clerk)).statusCode).toBe(200);

    // Off again: nobody is sent to enrol.
    await call('PUT', '/api/auth/settings', ownerSession, { second_factor: 'optional' });
    const office2 = await createAdminUser(t.db, ['office']);
    expect((await call('GET', '/api/orders', cookieOf(await passwordStep(office2.email)))).statusCode).toBe(200);
  });
});

describe('enrolling ends the other sessions', () => {
  it('signs the member out of every other browser, not the one that enrolled', async () => {
    const staff = await createAdminUser(t.db, ['office']);
    const other = (await signIn(t.app, staff.email)).cookie;
    const { cookie } = await signIn(t.app, staff.email);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);
    const key = base32Decode((await call('POST', '/api/auth/totp/start', cookie)).json().data.secret);
    // Starting changes nothing yet.
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/totp/confirm', cookie, { code: totpAt(key, now) })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);
    const sessions = (await call('GET', '/api/auth/sessions', cookie)).json().data.sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });
});

describe('renewing the recovery codes', () => {
  it('needs a current code; gives ten new codes once; the old ones stop working', async () => {
    const staff = await enrolled(['counter']);
    const wrong = await call('POST', '/api/auth/totp/recovery-codes', staff.cookie, { code: '000000' }, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('InvalidCode');
    const res = await call('POST', '/api/auth/totp/recovery-codes', staff.cookie, { code: totpAt(staff.key, now) }, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toMatch(/^Voici vos nouveaux codes de récupération/);
    const fresh = res.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => staff.recovery.includes(c))).toEqual([]);
    expect((await call('GET', '/api/auth/totp', staff.cookie)).json().data.recovery_codes_left).toBe(10);
    // The code was taken: it does not serve twice.
    expect((await call('POST', '/api/auth/totp/recovery-codes', staff.cookie, { code: totpAt(staff.key, now) })).statusCode).toBe(400);
    // An old code no longer signs in; a new one does.
    const a = (await passwordStep(staff.email)).json().data.second_step.token;
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: a, recovery_code: staff.recovery[0] })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login/second-step', undefined, { token: a, recovery_code: fresh[0] })).statusCode).toBe(200);
    // One audit row after the enrolment's, with no code in it.
    const audit = await t.db.selectFrom('audit_events').selectAll().where('entity', '=', 'staff').where('entity_id', '=', staff.id).execute();
    expect(audit.map((r) => [r.action, r.actor_user_id, r.changes])).toEqual([
      ['two_step_on', staff.id, '{}'],
      ['recovery_codes', staff.id, '{}'],
    ]);
  });

  it('is refused without two-step sign-in, and to customers', async () => {
    const staff = await createAdminUser(t.db, ['driver']);
    const { cookie } = await signIn(t.app, staff.email);
    const res = await call('POST', '/api/auth/totp/recovery-codes', cookie, { code: '123456' });
    expect(res.statusCode).toBe(409);
    const customer = await createCustomer(t.db);
    const c = (await signIn(t.app, customer.email)).cookie;
    expect((await call('POST', '/api/auth/totp/recovery-codes', c, { code: '123456' })).statusCode).toBe(403);
  });
});

describe('the owner resets a member’s two-step sign-in', () => {
  it('turns it off, ends the member’s sessions, writes an audit row and e-mails the member', async () => {
    const owner = await createAdminUser(t.db, ['owner']);
    const ownerCookie = (await signIn(t.app, owner.email)).cookie;
    const staff = await enrolled(['office']);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', staff.id).execute();
    const list = (await call('GET', '/api/staff', ownerCookie)).json().data.staff;
    expect(list.find((m: { id: number }) => m.id === staff.id).two_step).toBe(true);

    const res = await call('POST', `/api/staff/${staff.id}/reset-two-step`, ownerCookie, undefined, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Connexion en deux étapes réinitialisée/);
    expect((await call('GET', '/api/auth/me', staff.cookie)).statusCode).toBe(401);
    // The password alone signs in again; the old recovery codes are gone.
    const signedIn = await passwordStep(staff.email);
    expect(signedIn.json().data.second_step).toBeUndefined();
    expect(await t.db.selectFrom('totp_recovery_codes').select('id').where('user_id', '=', staff.id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('entity', '=', 'staff').where('entity_id', '=', staff.id).execute();
    expect(audit.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['two_step_on', staff.id],
      ['reset_two_step', owner.id],
    ]);
    const mail = await t.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', staff.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Votre connexion en deux étapes a été réinitialisée');
    expect(mail.text_body).toContain('/fr/login');
    // Nothing left to reset.
    const again = await call('POST', `/api/staff/${staff.id}/reset-two-step`, ownerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBeDefined();
  });

  it('is the owner’s only', async () => {
    const office = await createAdminUser(t.db, ['office']);
    const staff = await enrolled(['counter']);
    const cookie = (await signIn(t.app, office.email)).cookie;
    expect((await call('POST', `/api/staff/${staff.id}/reset-two-step`, cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/me', staff.cookie)).statusCode).toBe(200);
  });
});
