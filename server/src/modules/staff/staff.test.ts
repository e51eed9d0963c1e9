import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, signInAsNewAdmin } from '../../test/factories.js';

let t: TestApp;
let owner: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const user = await createAdminUser(t.db, ['owner']);
  ownerId = user.id;
  owner = (await signIn(t.app, user.email)).cookie;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

const PASSWORD = 'Pivoine-Corail-Matin-2026';

async function linkTokenOf(email: string): Promise<{ subject: string; token: string }> {
  const mail = await t.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /set-password\?token=([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error('no link');
  return { subject: mail.subject, token };
}

describe('/admin/staff (issue 15)', () => {
  let clerk: { id: number; email: string; cookie: string };

  it('invites a counter clerk, who chooses a password and signs in with the counter role', async () => {
    const email = `clerk.${Date.now()}@example.com`;
    const res = await call(owner, 'POST', '/api/staff', {
      email,
      name: 'Léa Comptoir',
      language: 'fr',
      roles: ['counter'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json().data.member;
    expect(member).toMatchObject({ email, roles: ['counter'], active: true, invited: true });
    const { subject, token } = await linkTokenOf(email);
    expect(subject).toBe('Vous êtes invité à l’administration de la boutique');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const cookie = (await signIn(t.app, email, PASSWORD)).cookie;
    const me = (await call(cookie, 'GET', '/api/auth/me')).json().data.user;
    expect(me).toMatchObject({ role: 'admin', roles: ['counter'] });
    clerk = { id: member.id, email, cookie };
    // The clerk takes orders but cannot manage staff; the forbidden message is in the caller's language.
    expect((await call(cookie, 'GET', '/api/orders')).statusCode).toBe(200);
    const refused = await call(cookie, 'GET', '/api/staff', undefined, { 'x-language': 'fr' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Accès refusé');
    const again = await call(owner, 'POST', '/api/staff', { email, name: 'X', language: 'en', roles: ['driver'] });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the last active owner: not demoted, not deactivated', async () => {
    const demote = await call(owner, 'PUT', `/api/staff/${ownerId}`, {
      name: 'Owner',
      language: 'en',
      roles: ['office'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBeDefined();
    const deactivate = await call(owner, 'PUT', `/api/staff/${ownerId}/active`, { active: false });
    expect(deactivate.statusCode).toBe(409);
    const roles = await t.db.selectFrom('staff_roles').select('role').where('user_id', '=', ownerId).execute();
    expect(roles.map((r) => r.role)).toEqual(['owner']);
    // With a second owner, the first may step down.
    const second = await createAdminUser(t.db, ['owner']);
    const ok = await call(owner, 'PUT', `/api/staff/${ownerId}`, {
      name: 'Owner',
      language: 'en',
      roles: ['owner', 'office'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const down = await call(owner, 'PUT', `/api/staff/${second.id}`, {
      name: 'Second',
      language: 'en',
      roles: ['office'],
    });
    expect(down.statusCode, down.body).toBe(200);
  });

  it('refuses a deactivated member’s open session on its next call', async () => {
    expect((await call(clerk.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const off = await call(owner, 'PUT', `/api/staff/${clerk.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.member.active).toBe(false);
    expect((await call(clerk.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(clerk.cookie, 'GET', '/api/orders')).statusCode).toBe(401);
    await expect(signIn(t.app, clerk.email, PASSWORD)).rejects.toThrow(/403/);
    expect((await call(owner, 'PUT', `/api/staff/${clerk.id}/active`, { active: true })).statusCode).toBe(200);
    clerk.cookie = (await signIn(t.app, clerk.email, PASSWORD)).cookie;
  });

  it('resets a password: signed out, old password refused, a new link e-mailed', async () => {
    expect((await call(owner, 'POST', `/api/staff/${clerk.id}/reset-password`)).statusCode).toBe(200);
    expect((await call(clerk.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    await expect(signIn(t.app, clerk.email, PASSWORD)).rejects.toThrow(/401/);
    const { subject, token } = await linkTokenOf(clerk.email);
    expect(subject).toBe('Choisissez un nouveau mot de passe pour votre compte du personnel');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
  });

  it('lists one’s own sessions with device and address, ends one; the owner ends all of a member’s', async () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    const login = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: clerk.email, password: PASSWORD },
        headers: { 'user-agent': ua },
        remoteAddress: '10.9.8.7',
      });
      const set = res.cookies.find((c) => c.name === 'sid')!;
      return `${set.name}=${set.value}`;
    };
    const phone = await login();
    const desk = await login();
    const list = (await call(desk, 'GET', '/api/auth/sessions')).json().data.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ device: 'Safari · iPhone', ip: '10.9.8.7' });
    const other = list.find((s: { current: boolean }) => !s.current);
    expect((await call(desk, 'DELETE', `/api/auth/sessions/${other.id}`)).statusCode).toBe(200);
    expect((await call(phone, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(desk, 'DELETE', `/api/auth/sessions/${other.id}`)).statusCode).toBe(404);
    // Another user's session id is not found either.
    const ownerSessions = (await call(owner, 'GET', '/api/auth/sessions')).json().data.sessions;
    expect((await call(desk, 'DELETE', `/api/auth/sessions/${ownerSessions[0].id}`)).statusCode).toBe(404);

    expect((await call(owner, 'GET', `/api/staff/${clerk.id}/sessions`)).json().data.sessions).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/api/staff/${clerk.id}/sessions`)).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('lists staff with roles; a customer id is not a staff member', async () => {
    const staff = (await call(owner, 'GET', '/api/staff')).json().data.staff;
    expect(staff.find((m: { id: number }) => m.id === clerk.id)).toMatchObject({ roles: ['counter'], invited: false });
    expect((await call(owner, 'PUT', '/api/staff/999999/active', { active: false })).statusCode).toBe(404);
    const office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
    expect((await call(office, 'GET', '/api/staff')).statusCode).toBe(403);
  });
});

describe('the audit trail of staff changes (issue 16)', () => {
  it('names who invited a member, changed their roles and address, deactivated, reset and signed them out', async () => {
    const email = `trail.${Date.now()}@example.com`;
    const invited = await call(owner, 'POST', '/api/staff', {
      email,
      name: 'Noé Bureau',
      language: 'en',
      roles: ['office'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const id: number = invited.json().data.member.id;
    const newEmail = `trail.new.${Date.now()}@example.com`;
    const edit = { email: newEmail, name: 'Noé Bureau', language: 'en', roles: ['counter', 'office'] };
    expect((await call(owner, 'PUT', `/api/staff/${id}`, edit)).statusCode).toBe(200);
    // The same again, roles in another order: no change, no row.
    expect((await call(owner, 'PUT', `/api/staff/${id}`, { ...edit, roles: ['office', 'counter'] })).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'POST', `/api/staff/${id}/reset-password`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/staff/${id}/sessions`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/api/staff/${id}/active`, { active: false })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/api/staff/${id}/active`, { active: false })).statusCode).toBe(200);

    const trail = await call(owner, 'GET', `/api/audit?entity=staff&entity_id=${id}&limit=100`);
    expect(trail.statusCode, trail.body).toBe(200);
    const events = (trail.json().data.events as { action: string; actor_user_id: number; changes: object }[]).reverse();
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'reset_password', 'end_sessions', 'deactivate']);
    expect(events.every((e) => e.actor_user_id === ownerId)).toBe(true);
    expect(events[0]!.changes).toEqual({
      name: [null, 'Noé Bureau'],
      email: [null, email],
      language: [null, 'en'],
      roles: [null, ['office']],
    });
    expect(events[1]!.changes).toEqual({ email: [email, newEmail], roles: [['office'], ['office', 'counter']] });
    expect(events[4]!.changes).toEqual({ active: [true, false] });
    expect(JSON.stringify(events)).not.toMatch(/password_hash|\$scrypt/);
  });
});

describe('a member without an e-mail address (a migrated designer, docs/decisions/026)', () => {
  it('gets no mail until the owner adds an address, then the invitation', async () => {
    const member = await createAdminUser(t.db, ['designer']);
    const placeholder = `designer-${member.id}@no-email.invalid`;
    await t.db
      .updateTable('users')
      .set({ email: placeholder, password_hash: null })
      .where('id', '=', member.id)
      .execute();
    const listed = (await call(owner, 'GET', '/api/staff'))
      .json()
      .data.staff.find((m: { id: number }) => m.id === member.id);
    expect(listed).toMatchObject({ email: placeholder, invited: true, roles: ['designer'] });

    const refused = await call(owner, 'POST', `/api/staff/${member.id}/reset-password`, undefined, {
      'x-language': 'en',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      field: 'email',
      message: 'This staff member has no e-mail address yet: add one first.',
    });
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', placeholder).execute()).toEqual([]);

    // An address another account holds is refused.
    const other = await createAdminUser(t.db, ['counter']);
    const taken = await call(owner, 'PUT', `/api/staff/${member.id}`, {
      name: 'Marie',
      language: 'fr',
      roles: ['designer'],
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    const email = `marie.${Date.now()}@example.com`;
    const saved = await call(owner, 'PUT', `/api/staff/${member.id}`, {
      name: 'Marie',
      language: 'fr',
      roles: ['designer'],
      email,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.member).toMatchObject({ email, name: 'Marie', invited: true });

    const sent = await call(owner, 'POST', `/api/staff/${member.id}/reset-password`, undefined, { 'x-language': 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Invitation sent to ${email}.`);
    const { subject, token } = await linkTokenOf(email);
    expect(subject).toBe('Vous êtes invité à l’administration de la boutique');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const cookie = (await signIn(t.app, email, PASSWORD)).cookie;
    expect((await call(cookie, 'GET', '/api/design-center/fetchUser')).statusCode).toBe(200);
  });
});

describe('GET /api/staff/drivers (issue 14: the delivery runs’ driver picker)', () => {
  it('lists the active drivers (id, name) to whoever manages deliveries, no one else', async () => {
    const driver = await createAdminUser(t.db, ['driver']);
    const driverAndCounter = await createAdminUser(t.db, ['counter', 'driver']);
    const gone = await createAdminUser(t.db, ['driver']);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', gone.id).execute();
    const clerk = await createAdminUser(t.db, ['counter']);
    const office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;

    const res = await call(office, 'GET', '/api/staff/drivers');
    expect(res.statusCode, res.body).toBe(200);
    const drivers: { id: number; name: string }[] = res.json().data.drivers;
    const ids = drivers.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([driver.id, driverAndCounter.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(clerk.id);
    expect(ids).not.toContain(ownerId);
    // Only what the picker needs: no e-mail, roles or state.
    expect(drivers.find((d) => d.id === driver.id)).toEqual({ id: driver.id, name: expect.stringMatching(/^Staff /) });
    expect((await call(owner, 'GET', '/api/staff/drivers')).statusCode).toBe(200);

    for (const roles of [['counter'], ['driver'], ['designer']] as const) {
      const cookie = (await signInAsNewAdmin(t.app, t.db, roles)).cookie;
      expect((await call(cookie, 'GET', '/api/staff/drivers')).statusCode).toBe(403);
    }
  });
});
