import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let ip = 0;
/** Each request from its own address, so that the rate limit only counts where a test means it. */
const fresh = () => ({ remoteAddress: `10.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

const valid = { name: 'Marie Tremblay', email: 'marie@fleuriste.example', message: 'Do you carry peonies in May?' };

describe('POST /api/contact (captcha off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.deleteFrom('contact_messages').execute();
    await t.db.deleteFrom('outbox').execute();
  });

  it("has no challenge to give, and says so in the caller's language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha', headers: { 'x-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NotFound', message: 'Introuvable' });
  });

  it('stores the message, e-mails the support address and answers with SPEC §8 success text', async () => {
    const res = await t.app.inject({ ...fresh(), method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
      data: null,
    });
    const stored = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, language: 'en' });

    const mail = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(t.config.business.email);
    expect(mail.reply_to).toBe(valid.email);
    expect(mail.text_body).toContain(valid.message);

    await t.app.mailer.sender.flush();
    const files = fs.readdirSync(t.config.mail.outboxDir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(t.config.mail.outboxDir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${t.config.business.email}`);
    expect(eml).toContain(`Reply-To: ${valid.email}`);
    const sent = await t.db.selectFrom('outbox').select(['status', 'attempts']).executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
  });

  it('answers in French when the page is French', async () => {
    const res = await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-language': 'fr' },
      payload: valid,
    });
    expect(res.json().message).toBe('Merci pour votre message\u00a0! Nous vous répondrons sous peu.');
  });

  it('escapes the message in the HTML body of the e-mail', async () => {
    await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: '<script>alert(1)</script>' },
    });
    const mail = await t.db.selectFrom('outbox').select('html_body').executeTakeFirstOrThrow();
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).toContain('&lt;script&gt;');
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'Please fill in all the fields.'],
    [{ ...valid, message: '   ' }, 'message', 'Please fill in all the fields.'],
    [{ email: valid.email, message: valid.message }, 'name', 'Please fill in all the fields.'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ ...valid, name: 42 }, 'name', 'Please fill in all the fields.'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const res = await t.app.inject({ ...fresh(), method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, error: 'ValidationError' });
    expect(res.json().message).toContain(message);
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
  });

  it('gives validation messages in French', async () => {
    const res = await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { ...valid, email: 'x' },
    });
    expect(res.json().message).toContain('Veuillez entrer une adresse courriel valide.');
  });

  it('is rate-limited to 5 messages per 10 minutes, answering 429 with Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.9.9.9', payload: valid });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().success).toBe(false);
  });
});

describe('POST /api/contact with the proof-of-work captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: 'altcha' }, captchaCost: 10 });
  });
  afterAll(() => t.close());

  async function solvedPayload(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('refuses a message without a solved challenge', async () => {
    const res = await t.app.inject({ ...fresh(), method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'captcha', message: 'Please complete the reCAPTCHA.' });
  });

  it('accepts a solved challenge once, and refuses it the second time', async () => {
    const captcha = await solvedPayload();
    const first = await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, captcha },
    });
    expect(first.statusCode).toBe(201);
    const replay = await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, captcha },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses a forged payload', async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString(
      'base64',
    );
    const res = await t.app.inject({
      ...fresh(),
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, captcha: forged },
    });
    expect(res.statusCode).toBe(400);
  });
});
