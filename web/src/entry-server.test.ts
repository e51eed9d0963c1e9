// @vitest-environment node
// The server's renderer, run against the sources in Node (no DOM, as on the server): every
// public page of SPEC §2 in both languages comes out as HTML in its language, with its head.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { SiteInfo } from '@shop/contract';
import {
  notFoundPageOf,
  renderNotFound,
  renderPage,
  renderShell,
  renderSignedInPage,
  routeModules,
} from './entry-server';
import { product, productList } from './features/shop/test/fixtures';
import type { Manifest } from './app/module-preloads';
import { publicPagePaths } from './app/page-meta';
import { routes, type PreloadHandle } from './app/routes';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Placeholder"
    />
    <title>Placeholder</title>
  </head>
  <body>
    <div id="startup-loader" role="status" aria-label="Loading"><span></span></div>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const siteInfo: SiteInfo = {
  business: {
    name: 'Fleurs Test',
    address: '1 rue des Fleurs, Montréal',
    phone: '514-000-0000',
    fax: '',
    email: 'hello@example.test',
    mapsKey: null,
  },
  captcha: { mode: 'off', siteKey: null },
  priceListSections: ['petals'],
  languages: ['en', 'fr'],
  taxRates: { gst: 0.05, qst: 0.09975 },
} as unknown as SiteInfo;

const origin = 'https://shop.example.test';

/** A text of each page, in each language, that only the page itself shows. */
const pageText: Record<string, [string, string]> = {
  '/': ['By Florists, For Florists', 'Par des fleuristes'],
  '/about': ['About us', 'À propos'],
  '/contact': ['Contact us', 'Nous joindre'],
  '/terms-and-conditions': ['Terms', 'Conditions'],
  '/privacy-policy': ['Privacy', 'confidentialité'],
  '/shipping-policy': ['Shipping', 'livraison'],
  '/refund-policy': ['Refund', 'remboursement'],
  '/success': ['Thank you for your request', 'Merci'],
  '/login': ['Log In', 'Connexion'],
  '/signup': ['Request an Account', 'Demander un compte'],
  '/set-password': ['Choose your password', 'Choisissez votre mot de passe'],
};

describe('renderPage', () => {
  it('knows every public page in both languages', () => {
    expect(publicPagePaths).toHaveLength(22);
  });

  it.each(publicPagePaths)('renders %s in its language with its head', async (path) => {
    const html = await renderPage({ pathname: path, template, siteInfo, origin });
    expect(html).not.toBeNull();
    const french = path === '/fr' || path.startsWith('/fr/');
    const enPath = french ? path.slice(3) || '/' : path;
    expect(html).toContain(`<html lang="${french ? 'fr' : 'en'}">`);
    const main = /<main id="main"[\s\S]*<\/main>/.exec(html!)?.[0] ?? '';
    expect(main).toContain(pageText[enPath]![french ? 1 : 0]);
    expect(html!.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+ · Fleurs Test<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}" />`);
    const en = `${origin}${enPath}`;
    const fr = `${origin}${enPath === '/' ? '/fr' : `/fr${enPath}`}`;
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${en}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${fr}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${en}" />`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="description"');
    // Data for the browser as JSON blocks only: no inline script is executed (CSP).
    expect(html).toContain('<script type="application/json" id="router-hydration-data">');
    expect(html).toContain('<script type="application/json" id="site-info-data">');
    const inline = [...html!.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g)];
    expect(inline).toEqual([]);
  });

  it('renders nothing for a private or unknown path', async () => {
    for (const path of ['/customer', '/fr/admin/customers', '/price-list', '/driver', '/nowhere', '/de/about']) {
      expect(await renderPage({ pathname: path, template, siteInfo, origin })).toBeNull();
    }
  });

  it('shows the business details the site information holds', async () => {
    const html = await renderPage({ pathname: '/fr/contact', template, siteInfo, origin });
    expect(html).toContain('hello@example.test');
  });
});

// Decision 030: the server names in modulepreload links what a path's routes load first.
describe('routeModules and the preload links', () => {
  it("names the shop's screen, loader, frame and texts, in the path's language", () => {
    expect(routeModules('/customer/tickets/create')).toEqual([
      'src/i18n/locales/en.json',
      'src/i18n/feature-texts.en.ts',
      'src/app/layouts/customer-layout.tsx',
      'src/features/shop/shop-loader.ts',
      'src/app/signed-in-screens.ts',
      'src/features/shop/shop-page.tsx',
    ]);
    expect(routeModules('/fr/customer/tickets/create')).toContain('src/i18n/feature-texts.fr.ts');
    expect(routeModules('/fr/privacy-policy')).toEqual([
      'src/i18n/locales/fr.json',
      'src/features/public/legal/legal-document.tsx',
      'src/i18n/locales/legal.fr.json',
    ]);
    expect(routeModules('/admin/tickets/edit/12')).toContain('src/features/tickets/ticket-form-page.tsx');
  });

  it('names only files that exist (a renamed screen fails here, not silently in the browser)', () => {
    const named = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...((route.handle as PreloadHandle | undefined)?.modules ?? []),
        ...named(route.children ?? []),
      ]);
    const modules = named(routes).flatMap((m) => [m.replace('{lang}', 'en'), m.replace('{lang}', 'fr')]);
    expect(modules.length).toBeGreaterThan(50);
    const web = path.resolve(import.meta.dirname, '..');
    expect(modules.filter((m) => !fs.existsSync(path.join(web, m)))).toEqual([]);
  });

  it('writes the links into the shell and the rendered pages, before the end of the head', async () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/i18n/locales/en.json': { file: 'assets/en.js' },
      'src/features/auth/login-page.tsx': { file: 'assets/login.js' },
      'src/features/shop/shop-page.tsx': { file: 'assets/shop.js' },
    };
    // The shell draws nothing before its scripts: they keep their priority (decision 036).
    const shell = renderShell({
      pathname: '/customer/tickets/create',
      template: template.replace('<script type="module"', '<script type="module" fetchpriority="low"'),
      manifest,
    });
    expect(shell).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/en.js"><link rel="modulepreload" crossorigin href="\/assets\/shop.js">\n\s*<\/head>/,
    );
    expect(shell).not.toContain('fetchpriority');
    const login = await renderPage({ pathname: '/login', template, siteInfo, origin, manifest });
    expect(login).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login.js">');
    expect(login).not.toContain('/assets/shop.js');
    expect(renderShell({ pathname: '/customer', template, manifest: {} })).toBe(template);
  });

  it('sends the show-only pages with the island in place of the app, which it names (decision 044)', async () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      'src/island.ts': { file: 'assets/island.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/features/auth/login-page.tsx': { file: 'assets/login.js' },
    };
    const withPreload = template.replace(
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="module" src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    );
    for (const pathname of ['/', '/fr/about', '/terms-and-conditions', '/fr/success']) {
      const html = (await renderPage({ pathname, template: withPreload, siteInfo, origin, manifest }))!;
      expect(html, pathname).toContain(
        '<script type="module" crossorigin src="/assets/island.js" data-app="/assets/index.js"></script>',
      );
      expect(html, pathname).not.toContain('src="/assets/index.js"');
      expect(html.match(/rel="modulepreload"/g), pathname).toHaveLength(1);
      // The router's data stays: a signed-in reader's app hydrates from it.
      expect(html, pathname).toContain('id="router-hydration-data"');
    }
    const login = (await renderPage({ pathname: '/login', template: withPreload, siteInfo, origin, manifest }))!;
    expect(login).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(login).not.toContain('island');
  });
});

describe("the florist's shop, drawn on the server for the session's customer", () => {
  const customer = { id: 7, role: 'customer', name: 'Sophie Tremblay', language: 'fr', roles: [] };
  const catalogue = [product(1), product(2, { name_fr: 'Tulipe jaune 2', on_hand: 0 })];
  /**
   * The API as the renderer reads it (the server answers it with its own routes, as the user):
   * products named after `who`, answered after `delayMs` (renders overlap), each call recorded
   * with the language it asked in.
   */
  function api(me: [number, unknown], { who = '', delayMs = 0 } = {}) {
    const calls: string[] = [];
    const languages = new Set<string | null>();
    const fetch = async (url: string, init: RequestInit = {}) => {
      calls.push(url);
      languages.add(new Headers(init.headers).get('x-language'));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const { pathname } = new URL(url, origin);
      const [status, body]: [number, unknown] =
        pathname === '/api/auth/me'
          ? me
          : pathname === '/api/products'
            ? [
                200,
                productList(
                  catalogue.map((p) => ({ ...p, name_en: `${who}${p.name_en}`, name_fr: `${who}${p.name_fr}` })),
                ),
              ]
            : pathname === '/api/favourites'
              ? [200, { success: true, data: { product_ids: [2] } }]
              : pathname === '/api/customer/Orders/7'
                ? [200, { success: true, data: { orders: [], pagination: { page: 1, limit: 5, total: 0 } } }]
                : pathname === '/api/offers/active'
                  ? [200, { success: true, data: { offers: [] } }]
                  : pathname === '/api/closed-days'
                    ? [200, { success: true, data: { closed_days: [] } }]
                    : [404, { success: false, error: 'Not Found', message: url }];
      return new Response(JSON.stringify(body), { status });
    };
    return { calls, languages, fetch };
  }
  const input = (
    pathname: string,
    fetch: (url: string, init?: RequestInit) => Promise<Response>,
    search = '?page=1',
  ) => ({
    pathname,
    search,
    template,
    siteInfo,
    origin,
    fetch,
  });

  it('draws the shop with its first reads, inert, in the language of the path, and embeds the answers', async () => {
    const { calls, languages, fetch } = api([200, { success: true, data: { user: customer } }]);
    const html = await renderSignedInPage(input('/fr/customer/tickets/create', fetch));
    // The API sorts and words by the reader's language: the page's, for every read.
    expect([...languages]).toEqual(['fr']);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<title>Boutique · Fleurs Test</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"><div data-server-preview inert>');
    expect(html).toContain('Bienvenue, Sophie Tremblay');
    expect(html).toContain('Rose rouge 1');
    expect(html).toContain('Tulipe jaune 2');
    expect([...calls].sort()).toEqual([
      '/api/auth/me',
      // The filters' lists, handed over with the page (9f66391).
      '/api/categories',
      // The closed days, for the checkout's date and countdown (issue 38).
      '/api/closed-days',
      '/api/colours',
      '/api/customer/Orders/7?page=1&limit=5',
      '/api/favourites',
      '/api/offers/active',
      // The shop's filters show their counts (issue 36): the first page asks for them, newest
      // arrivals first (issue 36, item 5).
      '/api/products?sort=arrival&page=1&limit=24&facets=true',
    ]);
    const state = /<script type="application\/json" id="query-state-data">(.*?)<\/script>/.exec(html!)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey[0]);
    // Not the texts' state (the browser loads its own), nor the session (the browser confirms it).
    expect(keys.sort()).toEqual(['closed-days', 'favourites', 'offers', 'orders', 'site', 'stock']);
    // The cart is in the browser's storage only: the drawing says nothing of it.
    expect(html).not.toContain('cart-bar');
    expect(html).not.toMatch(/Votre panier/);
  });

  it('draws nothing without a session, for staff, or for another path (the server sends the shell)', async () => {
    const ended = api([401, { success: false, error: 'Unauthorized', message: 'Unauthorized' }]);
    expect(await renderSignedInPage(input('/customer/tickets/create', ended.fetch))).toBeNull();
    const staff = api([200, { success: true, data: { user: { ...customer, role: 'admin', roles: ['owner'] } } }]);
    expect(await renderSignedInPage(input('/customer/tickets/create', staff.fetch))).toBeNull();
    const other = api([200, { success: true, data: { user: customer } }]);
    expect(await renderSignedInPage(input('/customer/tickets', other.fetch))).toBeNull();
    expect(other.calls).toEqual([]);
  });

  it("keeps each render's reads to its own user when pages are drawn at the same time", async () => {
    const ana = api([200, { success: true, data: { user: { ...customer, id: 7, name: 'Ana' } } }], {
      who: 'Ana ',
      delayMs: 30,
    });
    const bob = api([200, { success: true, data: { user: { ...customer, id: 7, name: 'Bob' } } }], {
      who: 'Bob ',
      delayMs: 5,
    });
    const [forAna, forBob] = await Promise.all([
      renderSignedInPage(input('/customer/tickets/create', ana.fetch)),
      renderSignedInPage(input('/customer/tickets/create', bob.fetch)),
    ]);
    expect(forAna).toContain('Ana Red rose 1');
    expect(forAna).not.toContain('Bob');
    expect(forBob).toContain('Bob Red rose 1');
    expect(forBob).not.toContain('Ana');
  });

  it('keeps the texts of the page as they are, `$` patterns included', async () => {
    const odd = api([200, { success: true, data: { user: { ...customer, name: "Sophie $` $' $& $$" } } }]);
    const html = await renderSignedInPage(input('/fr/customer/tickets/create', odd.fetch, '?search=%24%60'));
    expect(html!.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html).toContain('Sophie $` $&#x27; $&amp; $$');
  });
});

// Issue 34 item 9: a path no page has gets a real not-found page, in its language, drawn here.
describe('the not-found page', () => {
  it('tells the unknown paths from the pages, and the public ones (drawn) from the private ones', () => {
    for (const path of ['/nope', '/nope/deeper', '/no-such-page', '/about/x', '/price-list/x', '/NOPE/'])
      expect(notFoundPageOf(path), path).toEqual({ language: 'en', drawn: true });
    for (const path of ['/fr/nope', '/fr/pas-de-page', '/FR/about/x'])
      expect(notFoundPageOf(path), path).toEqual({ language: 'fr', drawn: true });
    expect(notFoundPageOf('/fr/admin/nope')).toEqual({ language: 'fr', drawn: false });
    expect(notFoundPageOf('/customer/nope')).toEqual({ language: 'en', drawn: false });
    for (const path of [
      ...publicPagePaths,
      '/de/about',
      '/admin',
      '/fr/admin/claims/view/3',
      '/customer/tickets/create',
    ])
      expect(notFoundPageOf(path), path).toBeNull();
  });

  it.each([
    ['/nope', 'en', 'Page not found', 'Go to the home page', '/', 'Go to the shop', '/customer/tickets/create'],
    [
      '/fr/nope',
      'fr',
      'Page introuvable',
      'Aller à l’accueil',
      '/fr',
      'Aller à la boutique',
      '/fr/customer/tickets/create',
    ],
  ])(
    'draws %s in %s with links home and to the shop, as a page that only shows',
    async (...[pathname, lang, heading, home, homeHref, shop, shopHref]) => {
      const manifest: Manifest = {
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/island.ts': { file: 'assets/island.js', isEntry: true },
      };
      const html = (await renderNotFound({ pathname, template, siteInfo, origin, manifest }))!;
      expect(html).toContain(`<html lang="${lang}">`);
      const main = (/<main id="main"[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replaceAll('&#x27;', "'");
      expect(main).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(main).toMatch(new RegExp(`<a[^>]* href="${homeHref}"[^>]*>${home}</a>`));
      expect(main).toMatch(new RegExp(`<a[^>]* href="${shopHref}"[^>]*>${shop}</a>`));
      expect(html).not.toMatch(/Unexpected Application Error|Erreur inattendue/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/island.js" data-app="/assets/index.js"></script>',
      );
    },
  );

  it('draws nothing for a page, or for an unknown path of the private areas (the app draws it)', async () => {
    for (const pathname of ['/about', '/fr/admin/nope', '/customer/nope'])
      expect(await renderNotFound({ pathname, template, siteInfo, origin }), pathname).toBeNull();
  });
});
