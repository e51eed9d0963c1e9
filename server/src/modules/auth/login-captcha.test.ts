import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: 'altcha' }, captchaCost: 10 });
});
afterAll(() => t.close());

const login = (payload: Record<string, string>, remoteAddress = '10.4.0.1') =>
  t.app.inject({ remoteAddress, method: 'POST', url: '/api/auth/login', payload });

describe('the captcha at sign-in', () => {
  it('is asked only after 3 failures for the e-mail, then a solved challenge lets the right password in', async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 3; i += 1)
      expect((await login({ email: c.email, password: 'wrong-one' })).statusCode).toBe(401);
    const asked = await login({ email: c.email, password: PASSWORD }, '10.4.0.2');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ error: 'CaptchaRequired', message: 'Please complete the CAPTCHA.' });

    const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const ok = await login({ email: c.email, password: PASSWORD, captcha }, '10.4.0.2');
    expect(ok.statusCode).toBe(200);
    // Success clears the count: no captcha next time.
    expect((await login({ email: c.email, password: PASSWORD }, '10.4.0.3')).statusCode).toBe(200);
  });

  it('is not asked of a first attempt', async () => {
    const c = await createCustomer(t.db);
    expect((await login({ email: c.email, password: PASSWORD }, '10.4.1.1')).statusCode).toBe(200);
  });
});

describe('sign-up with the captcha on', () => {
  it("refuses an unsolved challenge with 'Please complete the CAPTCHA.'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = {
      businessName: 'B',
      neqTaxNumber: '1',
      phoneNumber: '5145550100',
      address1: 'a',
      city: 'c',
      province: 'QC',
      postalCode: 'H1H 1H1',
      businessOwnerName: 'o',
      businessType: 'florist',
      emailAddress: 'new@example.com',
      language: 'en',
      password: 'Pivoines-et-Tulipes-81',
    };
    const unsolved = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json()).toMatchObject({ field: 'captcha', message: 'Please complete the CAPTCHA.' });
  });
});
