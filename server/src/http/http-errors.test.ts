import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin } from '../test/factories.js';
import { multipart, samples } from '../test/multipart.js';

/** The HTTP layer's own errors: the `error` code stays, the message is in the caller's language. */
let t: TestApp;
let staff: string;
let customer: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  const c = await createCustomer(t.db);
  customer = { id: c.id, cookie: (await signIn(t.app, c.email)).cookie };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, language: 'en' | 'fr', cookie?: string, extra = {}) =>
  t.app.inject({ method, url, headers: { 'x-language': language, ...(cookie ? { cookie } : {}) }, ...extra });

describe('401, 403 and 404 in the reader’s language', () => {
  it('keeps the machine code and translates the message', async () => {
    const cases = [
      {
        url: '/api/auth/me',
        cookie: undefined,
        status: 401,
        error: 'Unauthorized',
        en: 'Unauthorized',
        fr: 'Non autorisé',
      },
      {
        url: '/api/customers',
        cookie: 'customer',
        status: 403,
        error: 'Forbidden',
        en: 'Forbidden',
        fr: 'Accès refusé',
      },
      {
        url: '/api/customer/999999',
        cookie: 'customer',
        status: 404,
        error: 'NotFound',
        en: 'Not found',
        fr: 'Introuvable',
      },
    ] as const;
    for (const c of cases) {
      for (const language of ['en', 'fr'] as const) {
        const res = await call('GET', c.url, language, c.cookie && customer.cookie);
        expect(res.statusCode, c.url).toBe(c.status);
        expect(res.json(), c.url).toEqual({ success: false, message: c[language], error: c.error });
      }
    }
  });

  it('answers a French Accept-Language in French, an unknown API path too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr-CA,fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing-here introuvable',
      error: 'NotFound',
    });
  });

  it('refuses a cross-site write in French', async () => {
    const res = await call('POST', '/api/auth/logout', 'fr', undefined, {
      headers: { origin: 'https://evil.example', 'x-language': 'fr' },
    });
    expect(res.json()).toMatchObject({ error: 'Forbidden', message: 'Requête intersite refusée.' });
  });
});

describe('multipart bodies', () => {
  it('asks for multipart/form-data in French', async () => {
    const res = await call('POST', '/api/customers', 'fr', staff, { payload: { a: 1 } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Un formulaire multipart/form-data est attendu.',
      error: 'UnsupportedMediaType',
    });
  });

  it('names the allowed file types in French', async () => {
    const form = await multipart({ image: { name: 'x.pdf', type: 'application/pdf', bytes: samples.pdf } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/1/image',
      headers: { ...form.headers, cookie: staff, 'x-language': 'fr' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Type de fichier non pris en charge\. Acceptés\u00a0: image\/jpeg/);
  });

  const malformed = [
    {
      name: 'no boundary',
      type: 'multipart/form-data',
      body: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--X--\r\n',
    },
    {
      name: 'truncated',
      type: 'multipart/form-data; boundary=X',
      body: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nval',
    },
    {
      name: 'no line breaks',
      type: 'multipart/form-data; boundary=X',
      body: '--X Content-Disposition: form-data; name="a" v --X--',
    },
  ];
  for (const url of ['/api/customers', '/api/pricelists']) {
    for (const m of malformed) {
      it(`answers a malformed body (${m.name}) on POST ${url} with 400`, async () => {
        for (const [language, message] of [
          ['en', 'The form data could not be read.'],
          ['fr', 'Les données du formulaire n’ont pas pu être lues.'],
        ] as const) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': m.type, cookie: staff, 'x-language': language },
            payload: m.body,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ success: false, message, error: 'ValidationError' });
        }
      });
    }
  }
});
