import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('ETags on API replies', () => {
  it('tags a JSON reply and answers 304 with no body while it has not changed', async () => {
    const first = await get('/api/site');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get('/api/site', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // No body, so no length of one (RFC 9110, 8.6): a cache could take a 0 for the stored reply's.
    expect(again.headers['content-length']).toBeUndefined();
    const compressed = await get('/api/site', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBeUndefined();

    // HEAD asks the same of the same tag: 304 (Fastify's HEAD hook gives it a length of 0).
    const head = await t.app.inject({ method: 'HEAD', url: '/api/site', headers: { 'if-none-match': etag } });
    expect(head.statusCode, head.body).toBe(304);
    const headBr = await t.app.inject({
      method: 'HEAD',
      url: '/api/site',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(headBr.statusCode, headBr.body).toBe(304);

    const listed = await get('/api/site', { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
  });

  it('sends the whole reply when the client holds another version', async () => {
    const res = await get('/api/site', { 'if-none-match': 'W/"an-older-version"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('tags the JSON, not its encoding, so a compressed and a plain reply share one tag', async () => {
    const plain = await get('/api/docs/json');
    const br = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves alone replies whose route chose its caching, and errors', async () => {
    const altcha = await createTestApp({ env: { CAPTCHA: 'altcha' }, captchaCost: 10 });
    const challenge = await altcha.app.inject({ method: 'GET', url: '/api/captcha' });
    await altcha.close();
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.headers.etag).toBeUndefined();
    const denied = await get('/api/auth/me');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers.etag).toBeUndefined();
  });
});
