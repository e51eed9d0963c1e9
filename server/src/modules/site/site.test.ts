import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { freshDatabase } from '../../test/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health and /api/ready', () => {
  it('answers liveness without the database', async () => {
    // A database that fails every statement, as one that is down or unreachable does.
    const db = t.db.withPlugin({
      transformQuery: () => {
        throw new Error('connection refused');
      },
      transformResult: async ({ result }) => result,
    });
    const app = await buildApp(t.config, { db, logStream: new PassThrough() });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      error: 'NotReady',
      message: 'Not ready: the database does not answer.',
    });
    await app.close();
  });

  it('is ready when the database answers and every migration has run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ready', database: 'up', migrations: 'done' } });
  });

  it('is not ready while migrations remain to run (another server may be migrating)', async () => {
    const fresh = await freshDatabase();
    const config = { ...t.config, database: fresh.database };
    const db = createDb(config.database);
    const app = await buildApp(config, { db, logStream: new PassThrough() });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('migrations not run yet: 0001-foundation');
    await migrateToLatest(db);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await app.close();
    await db.destroy();
    await fresh.drop();
  });

  it('answers with a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('accepts the path in any case, as SPEC §7 writes paths in mixed case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/API/Health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/site', () => {
  it('gives the business details and no price-list section before any is published', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.business.phone).toBe(t.config.business.phone);
    expect(data.priceListSections).toEqual([]);
    expect(data.captcha).toEqual({ mode: 'off', siteKey: null });
  });

  it('lists the sections of published price lists valid today, in the footer order', async () => {
    const now = new Date().toISOString();
    const base = { title_en: 'T', title_fr: 'T', created_at: now, updated_at: now };
    await t.db
      .insertInto('price_lists')
      .values([
        { ...base, section: 'preserve-roses', published: 1 },
        { ...base, section: 'petals', published: 1 },
        { ...base, section: 'ready-for-retail', published: 0 },
        { ...base, section: 'all-products', published: 1, valid_to: '2000-01-01' },
      ])
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json().data.priceListSections).toEqual(['petals', 'preserve-roses']);
    await t.db.deleteFrom('price_lists').execute();
  });
});

describe('unknown routes and errors', () => {
  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NotFound' });
  });

  it('answers malformed JSON with a 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact', '/api/site']));
    expect(doc.paths['/api/contact'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    // What web/precompress.ts writes at build: the same file, compressed, beside it.
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync('<!doctype html><title>shop</title>'));
    web = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('falls back to index.html for client routes, in both languages', async () => {
    for (const url of ['/about', '/fr/contact', '/customer/tickets/view/3']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>shop</title>');
    }
  });

  it('caches hashed assets for a year and keeps API 404s as JSON', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    const missingFile = await web.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('sends the precompressed build files to clients that accept them', async () => {
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const page = await web.app.inject({ method: 'GET', url: '/fr/about', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toContain('text/html');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<title>shop</title>');

    const plain = await web.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('compressing API replies', () => {
  it('compresses JSON of 1 KB or more with brotli or gzip, and leaves small replies alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBeDefined();

    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('answers a HEAD with the headers of its GET: encoding, Vary, tag and length', async () => {
    const headers = ['br', 'gzip', 'gzip;q=1, br;q=0.5', '*', 'identity', undefined];
    for (const accept of headers) {
      const ask = (method: 'GET' | 'HEAD') =>
        t.app.inject({ method, url: '/api/docs/json', headers: accept ? { 'accept-encoding': accept } : {} });
      const [get, head] = [await ask('GET'), await ask('HEAD')];
      expect(head.body, `${accept}`).toBe('');
      for (const name of ['content-encoding', 'vary', 'etag', 'content-length', 'content-type'])
        expect(head.headers[name], `${accept}: ${name}`).toEqual(get.headers[name]);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('does not inflate compressed request bodies (a small body must not grow past the limit)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ name: 'A', email: 'a@b.c', message: 'hello there' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
