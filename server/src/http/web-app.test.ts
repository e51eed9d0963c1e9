import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin } from '../test/factories.js';
import { SITE_INFO_TTL_MS } from './web-app.js';

// The server's side of the rendered public pages (issue 19): a renderer found beside the build
// (web/dist-server) is used for its public paths, its pages are cached per path and site
// information, and compressed; without one, or for other paths, the app shell is sent. The
// real renderer is tested against the sources (web/src/entry-server.test.ts) and built (e2e).

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-ssr-'));
const dist = path.join(root, 'dist');
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root"></div></body></html>';
// A stand-in renderer: /about and /fr/about are public; it writes what it was given, and counts.
const RENDERER = `
globalThis.renders = 0;
export function publicPageOf(pathname) {
  const m = /^(\\/fr)?\\/about$/i.exec(pathname);
  return m ? { language: m[1] ? 'fr' : 'en', path: '/about' } : null;
}
export async function renderPage({ pathname, template, siteInfo, origin }) {
  if (!publicPageOf(pathname)) return null;
  globalThis.renders += 1;
  const lang = pathname.startsWith('/fr') ? 'fr' : 'en';
  return template.replace('lang="en"', 'lang="' + lang + '"').replace('<div id="root"></div>',
    '<div id="root"><main>' + (lang === 'fr' ? 'À propos' : 'About us') + ' ' + siteInfo.business.name +
    ' [' + siteInfo.priceListSections.join(',') + '] ' + origin + ' ' + 'x'.repeat(2000) + '</main></div>');
}
// A path no page has: /nope and /fr/nope are public (drawn), /admin/nope private (the shell).
export function notFoundPageOf(pathname) {
  const m = /^(\\/fr)?\\/(admin\\/)?nope$/i.exec(pathname);
  return m ? { language: m[1] ? 'fr' : 'en', drawn: !m[2] } : null;
}
export async function renderNotFound({ pathname, template, siteInfo }) {
  const page = notFoundPageOf(pathname);
  if (!page?.drawn) return null;
  return template.replace('lang="en"', 'lang="' + page.language + '"').replace('<div id="root"></div>',
    '<div id="root"><h1>' + (page.language === 'fr' ? 'Page introuvable' : 'Page not found') + '</h1> ' +
    siteInfo.business.name + ' ' + pathname + '</div>');
}
globalThis.shells = 0;
export function renderShell({ pathname, template, manifest }) {
  globalThis.shells += 1;
  return template.replace('</head>', '<link rel="modulepreload" href="' + pathname + '" data-chunks="' +
    Object.keys(manifest).join(',') + '">' + 'x'.repeat(2000) + '</head>');
}
// The shop, drawn for the session's customer: it reads the API through the fetch it is given.
globalThis.refused = [];
export function signedInPageOf(pathname) {
  return /^(\\/fr)?\\/customer\\/tickets\\/create$/i.test(pathname) ? { language: 'en' } : null;
}
export async function renderSignedInPage({ pathname, search, template, fetch }) {
  await fetch('/api/auth/logout', { method: 'POST' }).catch((err) => globalThis.refused.push(err.message));
  const me = await fetch('/api/auth/me', { headers: { 'X-Language': 'en' } });
  if (me.status !== 200) return null;
  const { user } = (await me.json()).data;
  if (user.role !== 'customer') return null;
  return template.replace('<div id="root"></div>', '<div id="root"><main>Shop of ' + user.name + ' ' +
    pathname + search + '</main></div>');
}`;
const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const shells = () => (globalThis as { shells?: number }).shells ?? 0;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'a.js' } }));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('server-rendered public pages', () => {
  it('sends a public page rendered, in its language, compressed as accepted, never cached unasked', async () => {
    const res = await get('/fr/about', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`À propos ${t.config.business.name} [] ${t.config.publicUrl}`);

    const gz = await get('/fr/about', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await get('/fr/about', 'br;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('renders a page once, then serves it from the cache (per path: the language is in it)', async () => {
    await get('/about');
    const before = renders();
    for (let i = 0; i < 3; i++) await get('/about');
    await get('/ABOUT/');
    expect(renders()).toBe(before);
    await get('/fr/about?x=1');
    expect(renders()).toBe(before);
  });

  it('sends the shell to other paths, with noindex on private ones', async () => {
    const priv = await get('/customer/tickets');
    expect(priv.statusCode).toBe(200);
    expect(priv.body).toContain('<title>shell</title>');
    expect(priv.headers['x-robots-tag']).toBe('noindex');
    const unknown = await get('/contact');
    expect(unknown.body).toContain('<title>shell</title>');
    expect(unknown.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the not-found page with a 404 to a public path no page has, in its language, drawn for each (issue 34 item 9)', async () => {
    for (const [url, lang, heading] of [
      ['/nope', 'en', 'Page not found'],
      ['/fr/nope', 'fr', 'Page introuvable'],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${heading}</h1> ${t.config.business.name} ${url}`);
    }
    // HEAD too, without a body.
    const head = await t.app.inject({ method: 'HEAD', url: '/fr/nope' });
    expect(head.statusCode).toBe(404);
  });

  it('sends the shell with a 404 to a path no page has in the private areas (the app draws its page behind the guards)', async () => {
    const res = await get('/fr/admin/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/fr/admin/customers')).statusCode).toBe(200);
  });

  it('answers a JSON 404 to every unknown API path, whatever its slashes, dots, case or encoding (issue 35, item 8)', async () => {
    const odd = [
      '//api/customers',
      '/api//customers',
      '//API//nothing',
      '/api/nothing',
      '/API/Nothing/',
      '/api',
      '/api/',
      '/%61pi/nothing',
      '/%2Fapi/customers',
      '/%252Fapi/customers',
      '/api/customers;x',
      '//api/customers?page=1',
    ];
    for (const url of odd) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        404,
        expect.stringContaining('application/json'),
      ]);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'NotFound',
        message: expect.stringContaining('not found'),
      });
    }
    const fr = await t.app.inject({ method: 'GET', url: '//api/customers', headers: { 'x-language': 'fr' } });
    expect(fr.json()).toMatchObject({
      success: false,
      error: 'NotFound',
      message: expect.stringContaining('introuvable'),
    });
    // Paths that only start like the API are the app's.
    expect((await get('/apiary')).body).toContain('<title>shell</title>');
    expect((await get('/fr/api/nothing')).body).toContain('<title>shell</title>');
  });

  it('answers a JSON 404 to dot segments, backslashes and absolute targets sent raw (inject resolves them)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const target of [
      '/./api/customers',
      '/api/./nothing',
      '/x/../api/nothing',
      '/api\\customers',
      'http://x/api/nothing',
    ]) {
      const answer = await raw(target);
      expect([target, answer.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 404 Not Found']);
      expect(answer).toContain('"error":"NotFound"');
    }
  });

  it("names the path's chunks in the shell (modulepreload, from the build manifest), compressed, made once per private path", async () => {
    const before = shells();
    const res = await get('/customer/tickets/create', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(
      '<title>shell</title><link rel="modulepreload" href="/customer/tickets/create" data-chunks="index.html">',
    );
    await get('/customer/tickets/create');
    expect(shells()).toBe(before + 1);
    // Other paths (not private: public or unknown) get index.html as built.
    expect((await get('/nowhere')).body).toBe(TEMPLATE);
    expect(shells()).toBe(before + 1);
  });

  it("draws the shop for the session's customer, reading the API as them (GETs only), for them alone", async () => {
    const customer = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, customer.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/fr/customer/tickets/create?page=2',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const name = customer.profile.businessOwnerName;
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain(
      `<main>Shop of ${name} /fr/customer/tickets/create?page=2</main>`,
    );
    // The renderer's attempt to sign out was refused before it reached the API: still signed in.
    expect((globalThis as { refused?: string[] }).refused?.at(-1)).toMatch(/only reads the API/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('sends the shell to the shop without a session, with an ended one, to staff, and for HEAD', async () => {
    const staff = await signInAsNewAdmin(t.app, t.db);
    const customer = await signIn(t.app, (await createCustomer(t.db)).email);
    const head = await t.app.inject({ method: 'HEAD', url: '/customer/tickets/create', headers: customer });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    for (const cookie of [undefined, 'sid=not-a-session', staff.cookie]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/customer/tickets/create',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.body).not.toContain('Shop of');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('renders again when a price list changes here, and after a few seconds for other servers', async () => {
    const admin = await signInAsNewAdmin(t.app, t.db);
    const list = (section: 'petals' | 'ready-for-retail', published: number) => ({
      title_en: 'Spring roses',
      title_fr: 'Roses du printemps',
      section,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      published,
      file_name: null,
      file_path: null,
      mime_type: null,
      file_size: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect((await get('/about')).body).toContain('[]');
    // Written straight to the shared database, as another server would: this one still has its copy.
    await t.db.insertInto('price_lists').values(list('petals', 1)).execute();
    const other = await t.db
      .insertInto('price_lists')
      .values(list('ready-for-retail', 0))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('/about')).body).toContain('[]');

    // A change through this server (any successful price-list write) drops its copy at once.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pricelists/${other.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get('/about')).body).toContain('[petals]');

    // Another server's change is seen once the copy is older than the TTL.
    await t.db.updateTable('price_lists').set({ published: 0 }).execute();
    expect((await get('/about')).body).toContain('[petals]');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SITE_INFO_TTL_MS + 1 });
    expect((await get('/about')).body).toContain('[]');
    vi.useRealTimers();
  });
});

describe('the installable app (issue 41)', () => {
  it('sends the service worker and the manifests to be checked again each time, other files for an hour', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'web-pwa-'));
    const files = ['index.html', 'sw.js', 'manifest.en.webmanifest', 'manifest.fr.webmanifest', 'robots.txt'];
    fs.mkdirSync(path.join(bare, 'dist'));
    for (const file of files) fs.writeFileSync(path.join(bare, 'dist', file), file === 'index.html' ? TEMPLATE : '{}');
    const app = await createTestApp({ config: { webDist: path.join(bare, 'dist') } });
    try {
      const control = async (url: string) => (await app.app.inject({ method: 'GET', url })).headers['cache-control'];
      expect(await control('/sw.js')).toBe('no-cache');
      expect(await control('/manifest.en.webmanifest')).toBe('no-cache');
      expect(await control('/manifest.fr.webmanifest')).toBe('no-cache');
      expect(await control('/robots.txt')).toBe('public, max-age=3600');
    } finally {
      await app.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('without a renderer in the build', () => {
  it('sends the shell for public pages too (tests and builds without web/dist-server)', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bare-'));
    fs.mkdirSync(path.join(bare, 'dist'));
    fs.writeFileSync(path.join(bare, 'dist', 'index.html'), TEMPLATE);
    const app = await createTestApp({ config: { webDist: path.join(bare, 'dist') } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/fr/about' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    } finally {
      await app.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
