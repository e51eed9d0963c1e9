import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteInfo } from '@shop/contract';
import { isApiPath } from './api-path.js';
import { requestLanguage } from './request-language.js';

/** Vite's build manifest (web/dist/.vite/manifest.json), read by the renderer only. */
type Manifest = Record<string, unknown>;

/** What web/src/entry-server.tsx exports, as built into web/dist-server/entry-server.js. */
interface PageRenderer {
  publicPageOf(pathname: string): { language: string; path: string } | null;
  renderPage(input: {
    pathname: string;
    template: string;
    siteInfo: SiteInfo;
    origin: string;
    manifest?: Manifest;
  }): Promise<string | null>;
  /** Absent from renderers built before decision 030. */
  renderShell?(input: { pathname: string; template: string; manifest: Manifest }): string;
  /** Absent from renderers built before decision 035. */
  signedInPageOf?(pathname: string): object | null;
  /** Absent from renderers built before issue 34 item 9: a path no page has (drawn: a public one). */
  notFoundPageOf?(pathname: string): { language: string; drawn: boolean } | null;
  renderNotFound?(input: {
    pathname: string;
    template: string;
    siteInfo: SiteInfo;
    origin: string;
    manifest?: Manifest;
  }): Promise<string | null>;
  renderSignedInPage?(input: {
    pathname: string;
    search: string;
    template: string;
    siteInfo: SiteInfo;
    origin: string;
    manifest?: Manifest;
    fetch: (url: string, init?: RequestInit) => Promise<Response>;
  }): Promise<string | null>;
}

export interface WebAppOptions {
  /** The site information the public pages show (GET /api/site's data). */
  siteInfo: () => Promise<SiteInfo>;
  /** The site's public address, for canonical and hreflang links. */
  publicUrl: string;
}

/**
 * How long a server trusts its copy of the site information before reading it again (one
 * query): another server on the same PostgreSQL may have published a price list meanwhile.
 * This server's own price-list changes drop the copy at once (docs/decisions/025).
 */
export const SITE_INFO_TTL_MS = 5_000;

/** How many private paths' shells a server remembers (decision 030). */
const SHELL_PATHS = 1_000;

/** The build's files that are never used from the browser's cache without asking (issue 41). */
const ALWAYS_REVALIDATED = /^(sw\.js|manifest\.(en|fr)\.webmanifest)$/;

/** SPEC §6's private areas (with or without a language segment): kept out of search engines. */
const PRIVATE_PATH = /^(\/[a-z]{2})?\/(customer|admin|price-list|driver)(\/|$)/i;

async function loadRenderer(file: string, app: FastifyInstance): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    app.log.error({ err }, 'the server renderer of the public pages failed to load; sending the app shell');
    return null;
  }
}

/** The build manifest, or undefined (pages are then sent without modulepreload links). */
function readManifest(file: string, app: FastifyInstance): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (err) {
    app.log.warn({ err }, 'the build manifest could not be read; pages go without modulepreload links');
    return undefined;
  }
}

/** A rendered page as sent: plain, and compressed once when cached (not on every request). */
interface CompressedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page in one encoding: `best` for a page compressed once and sent often, `fast` for one sent once. */
function encode(plain: Buffer, encoding: 'br' | 'gzip', effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(plain, { level: effort === 'best' ? 9 : 6 });
  return zlib.brotliCompressSync(plain, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 9 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
}

function compressPage(html: string): CompressedPage {
  const plain = Buffer.from(html);
  return { html: plain, br: encode(plain, 'br', 'best'), gzip: encode(plain, 'gzip', 'best') };
}

/**
 * A page drawn for one request (a signed-in user's), compressed in the one encoding the client
 * takes, quickly: it is sent once.
 */
function compressFresh(html: string, encoding: 'br' | 'gzip' | null): Buffer {
  const plain = Buffer.from(html);
  return encoding ? encode(plain, encoding, 'fast') : plain;
}

/**
 * What the renderer reads the API with for a signed-in page: this server's own routes, as the
 * request's user (its cookies, its address for the rate limits), GETs only. The answers are
 * the ones the browser would get, with every check of the routes.
 */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
      throw new Error(`The page renderer only reads the API (${init.method ?? 'GET'} ${url})`);
    const asked = new Headers(init.headers);
    const reply = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        accept: 'application/json',
        'x-language': asked.get('x-language') ?? 'en',
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return new Response(reply.rawPayload, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The encoding to send: brotli, else gzip, as the client accepts them (q=0 refuses one). */
function chooseEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a rendered page, compressed as the client accepts (the not-found handler has no route
 * for @fastify/compress's hooks), never stored by a cache without asking (`no-cache`). A page
 * drawn for one request (`fresh`: one user's, decision 035, or a not-found page) is compressed
 * here; one user's is never stored.
 */
function sendPage(
  reply: FastifyReply,
  page: CompressedPage | { fresh: string; anyone?: boolean },
  accept: string | string[] | undefined,
) {
  const encoding = chooseEncoding(accept);
  // One user's orders and prices: not kept anywhere, not even for the browser's Back button
  // after signing out.
  if ('fresh' in page && !page.anyone)
    reply.header('cache-control', 'no-store').header('vary', 'Accept-Encoding, Cookie');
  else reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  if ('fresh' in page) return reply.send(compressFresh(page.fresh, encoding));
  return reply.send(encoding ? page[encoding] : page.html);
}

/**
 * Serves web/'s build. Hashed assets are cached for a year. The public pages of SPEC §2 are
 * rendered on the server when the build holds the renderer (web/dist-server, issue 19), cached
 * per path (which carries the language) and site information; any other GET that is not an API
 * call gets index.html, the app shell, so that client routes work on reload. Unknown API paths
 * stay JSON 404s, whatever their slashes, dots, case or encoding (isApiPath).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // web/precompress.ts wrote .br and .gz beside each file at build; sent as the client accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifests name a version's files: asked again each time,
        // so that a deploy is seen at once (issue 41).
        const revalidate = ALWAYS_REVALIDATED.test(path.basename(filePath));
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }
  const renderer = built ? await loadRenderer(path.join(webDist, '..', 'dist-server', 'entry-server.js'), app) : null;
  const template = built && renderer ? fs.readFileSync(indexFile, 'utf8') : '';
  const manifest = renderer ? readManifest(path.join(webDist, '.vite', 'manifest.json'), app) : undefined;

  // The site information, read at most every SITE_INFO_TTL_MS; pages are cached with the copy
  // they were rendered from, and rendered again when a new copy differs.
  let site: { info: SiteInfo; json: string; readAt: number } | null = null;
  const pages = new Map<string, { page: CompressedPage; siteJson: string }>();
  async function currentSite() {
    if (!site || Date.now() - site.readAt > SITE_INFO_TTL_MS) {
      const info = await options.siteInfo();
      site = { info, json: JSON.stringify(info), readAt: Date.now() };
    }
    return site;
  }
  // A price list published, changed or removed here changes the sections the footer lists.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      if (/^\/api\/pricelists(\/|$|\?)/i.test(request.url)) site = null;
    }
  });

  async function renderedPage(pathname: string): Promise<CompressedPage | null> {
    if (!renderer) return null;
    const found = renderer.publicPageOf(pathname);
    if (!found) return null;
    const key = `${found.language}:${found.path}`;
    const { info, json } = await currentSite();
    const cached = pages.get(key);
    if (cached && cached.siteJson === json) return cached.page;
    const html = await renderer.renderPage({
      pathname,
      template,
      siteInfo: info,
      origin: options.publicUrl,
      ...(manifest ? { manifest } : {}),
    });
    if (html === null) return null;
    const page = compressPage(html);
    pages.set(key, { page, siteJson: json });
    return page;
  }

  // The app shell of a private path, with the modulepreload links of its screen (decision 030).
  // Matching a path costs about 2 ms: the shell each path got is remembered (the latest
  // SHELL_PATHS); each shell is compressed once, kept by its text (one per set of screens,
  // whatever the paths, which hold ids and which anyone can make up).
  const shells = new Map<string, CompressedPage>();
  const shellOfPath = new Map<string, string>();
  function shellPage(pathname: string): CompressedPage | null {
    if (!renderer?.renderShell || !manifest || !PRIVATE_PATH.test(pathname)) return null;
    let html = shellOfPath.get(pathname);
    if (html === undefined) {
      html = renderer.renderShell({ pathname, template, manifest });
      if (shellOfPath.size >= SHELL_PATHS) shellOfPath.delete(shellOfPath.keys().next().value!);
      shellOfPath.set(pathname, html);
    }
    let page = shells.get(html);
    if (!page) {
      page = compressPage(html);
      shells.set(html, page);
    }
    return page;
  }

  // A path no page has (issue 34 item 9): the renderer matches it against the routes (about 2 ms),
  // so what it said is remembered for the latest SHELL_PATHS paths, as the shells are.
  const notFoundOfPath = new Map<string, { language: string; drawn: boolean } | null>();
  function notFoundOf(pathname: string): { language: string; drawn: boolean } | null {
    if (!renderer?.notFoundPageOf) return null;
    if (notFoundOfPath.has(pathname)) return notFoundOfPath.get(pathname)!;
    const found = renderer.notFoundPageOf(pathname);
    if (notFoundOfPath.size >= SHELL_PATHS) notFoundOfPath.delete(notFoundOfPath.keys().next().value!);
    notFoundOfPath.set(pathname, found);
    return found;
  }

  // The not-found page of a public path, drawn for each request (its language link names the
  // path, and anyone can make up paths: none is kept).
  async function notFoundPage(pathname: string): Promise<string | null> {
    if (!renderer?.renderNotFound) return null;
    const { info } = await currentSite();
    return renderer.renderNotFound({
      pathname,
      template,
      siteInfo: info,
      origin: options.publicUrl,
      ...(manifest ? { manifest } : {}),
    });
  }

  // The florist's shop drawn with its first data, for the request's session (decision 035):
  // drawn for each request (it is one user's), never stored.
  async function signedInPage(request: FastifyRequest, pathname: string): Promise<string | null> {
    // HEAD gets the shell: drawing costs reads of the API that nobody would see.
    if (request.method !== 'GET' || !renderer?.renderSignedInPage || !renderer.signedInPageOf?.(pathname)) return null;
    if (!app.sessionCookie.read(request)) return null;
    const search = request.url.slice(pathname.length);
    const { info } = await currentSite();
    return renderer.renderSignedInPage({
      pathname,
      search,
      template,
      siteInfo: info,
      origin: options.publicUrl,
      ...(manifest ? { manifest } : {}),
      fetch: apiFetchFor(app, request),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (built && wantsPage && !path.extname(pathname)) {
      let page: CompressedPage | null = null;
      try {
        page = await renderedPage(pathname);
      } catch (err) {
        request.log.error({ err }, 'rendering a public page failed; sending the app shell');
      }
      if (page !== null) return sendPage(reply, page, request.headers['accept-encoding']);
      let unknown: { drawn: boolean } | null = null;
      let missing: string | null = null;
      try {
        unknown = notFoundOf(pathname);
        if (unknown?.drawn) missing = await notFoundPage(pathname);
      } catch (err) {
        request.log.error({ err }, 'rendering the not-found page failed; sending the app shell');
      }
      if (missing !== null)
        return sendPage(reply.status(404), { fresh: missing, anyone: true }, request.headers['accept-encoding']);
      // A path no page has in the private areas: the app draws the not-found page behind the guards.
      if (unknown) reply.status(404);
      if (PRIVATE_PATH.test(pathname)) reply.header('x-robots-tag', 'noindex');
      let drawn: string | null = null;
      try {
        drawn = await signedInPage(request, pathname);
      } catch (err) {
        request.log.error({ err }, 'rendering a signed-in page failed; sending the app shell');
      }
      if (drawn !== null) return sendPage(reply, { fresh: drawn }, request.headers['accept-encoding']);
      try {
        page = shellPage(pathname);
      } catch (err) {
        request.log.error({ err }, 'naming the preloads of the app shell failed; sending it without');
      }
      if (page !== null) return sendPage(reply, page, request.headers['accept-encoding']);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    const route = `${request.method} ${pathname}`;
    const message = requestLanguage(request) === 'fr' ? `Route ${route} introuvable` : `Route ${route} not found`;
    return reply.status(404).send({ success: false, message, error: 'NotFound' });
  });
}
