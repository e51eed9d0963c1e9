import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, PASSWORD, signIn } from '../../test/factories.js';

let now = new Date('2026-11-20T13:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let ip = 0;
const from = () => ({ remoteAddress: `10.3.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** The link of the newest e-mail delivered to the address (the .eml file the sender wrote). */
async function lastLinkTo(email: string): Promise<string> {
  await t.app.mailer.sender.flush();
  const dir = t.config.mail.outboxDir;
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    // Undo quoted-printable line breaks and the encoded '=' of the link.
    const text = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=');
    if (!text.includes(`To: ${email}`)) continue;
    const match = /set-password\?token=([\w-]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error('no link in the e-mail');
}

const forgot = (email: string) =>
  t.app.inject({ ...from(), method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const setPassword = (token: string, password: string) =>
  t.app.inject({ ...from(), method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

describe('forgot password and set password', () => {
  it('answers the same whether or not the e-mail exists, and keeps no usable link once sent', async () => {
    const c = await createCustomer(t.db);
    const known = await forgot(c.email);
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await lastLinkTo(c.email)).toHaveLength(43);
    const kept = await t.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body', 'status'])
      .where('to_address', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('sent');
    expect(kept.text_body).toContain('token=[redacted]');
    expect(kept.html_body).not.toMatch(/token=[\w-]{20,}/);
    const toNobody = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'nobody@example.com')
      .execute();
    expect(toNobody).toHaveLength(0);
  });

  it("asks for the e-mail ('Please enter your email address.')", async () => {
    const res = await t.app.inject({
      ...from(),
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter your email address.');
  });

  it('sets the password once, ends other sessions, and the old password stops working', async () => {
    const c = await createCustomer(t.db);
    const session = await signIn(t.app, c.email);
    await forgot(c.email);
    const token = await lastLinkTo(c.email);
    const stored = await t.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const res = await setPassword(token, 'Nouveau-Bouquet-2027');
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, c.email, PASSWORD)).rejects.toThrow('401');
    await signIn(t.app, c.email, 'Nouveau-Bouquet-2027');

    const again = await setPassword(token, 'Encore-Un-Autre-2028');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('InvalidToken');
  });

  it('refuses a weak password and keeps the token usable', async () => {
    const c = await createCustomer(t.db);
    await forgot(c.email);
    const token = await lastLinkTo(c.email);
    const weak = await setPassword(token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password is too weak');
    expect((await setPassword(token, 'Lys-Blanc-Et-Rose-2026')).statusCode).toBe(200);
  });

  it('refuses a link older than 24 hours', async () => {
    const c = await createCustomer(t.db);
    const start = now;
    await forgot(c.email);
    const token = await lastLinkTo(c.email);
    now = new Date(start.getTime() + 24 * 3600_000 + 1000);
    const res = await setPassword(token, 'Lys-Blanc-Et-Rose-2026');
    now = start;
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('InvalidToken');
  });

  it('sends no link to a pending account', async () => {
    const c = await createCustomer(t.db, { status: 'pending' });
    await forgot(c.email);
    const mails = await t.db.selectFrom('outbox').select('id').where('to_address', '=', c.email).execute();
    expect(mails).toHaveLength(0);
  });

  it('ends the older links when one is used, and sends at most one link in 5 minutes', async () => {
    const c = await createCustomer(t.db);
    const start = now;
    await forgot(c.email);
    const older = await lastLinkTo(c.email);
    await forgot(c.email);
    expect(await lastLinkTo(c.email)).toBe(older);
    now = new Date(start.getTime() + 6 * 60_000);
    await forgot(c.email);
    const newer = await lastLinkTo(c.email);
    expect(newer).not.toBe(older);
    expect((await setPassword(newer, 'Lys-Blanc-Et-Rose-2026')).statusCode).toBe(200);
    expect((await setPassword(older, 'Pivoine-Rouge-Et-Or-2027')).statusCode).toBe(400);
    now = start;
  });
});
