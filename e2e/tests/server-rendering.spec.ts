import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { addToCart, createStockedProduct, DEMO_CUSTOMER, signInAsDemoCustomer } from '../support/shop';

// Issue 19: the public pages of SPEC §2 come from the server as HTML in their language, with
// their head, and the browser takes them over (hydration) without a complaint.

// As a first visit sees them: the shop's service worker (issue 41) would serve the app's code
// from its cache (out of reach of the test's held script) and read the shop again through it.
// offline-shop.mobile.spec.ts looks at the worker.
test.use({ serviceWorkers: 'block' });

/** Each public page by its English path, with a text of its own in English and in French. */
const PAGES: [string, string, string][] = [
  ['/', 'By Florists, For Florists', 'Par des fleuristes'],
  ['/about', 'About us', 'À propos'],
  ['/contact', 'Contact us', 'Nous joindre'],
  ['/terms-and-conditions', 'Terms', 'Conditions'],
  ['/privacy-policy', 'Privacy', 'confidentialité'],
  ['/shipping-policy', 'Shipping', 'livraison'],
  ['/refund-policy', 'Refund', 'remboursement'],
  ['/success', 'Thank you for your request', 'Merci'],
  ['/login', 'Log In', 'Connexion'],
  ['/signup', 'Request an Account', 'Demander un compte'],
  ['/set-password', 'Choose your password', 'Choisissez votre mot de passe'],
];

const frenchPath = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);
const ALL = PAGES.flatMap(([path, en, fr]) => [
  { path, language: 'en', text: en, enPath: path },
  { path: frenchPath(path), language: 'fr', text: fr, enPath: path },
]);

test('every public page is HTML from the server, in its language, with its head', async ({ request, baseURL }) => {
  for (const { path, language, text, enPath } of ALL) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expect(res.headers()['vary'], path).toMatch(/accept-encoding/i);
    expect(res.headers()['content-encoding'], path).toBe('br');
    const html = await res.text();
    expect(html, path).toContain(`<html lang="${language}"`);
    const main = /<main id="main"[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main, path).toContain(text);
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}${enPath}" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="fr" href="${baseURL}${frenchPath(enPath)}" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}${enPath}" />`);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).not.toContain('noindex');
  }
});

test('private pages get the app shell, kept out of search engines', async ({ request }) => {
  for (const path of ['/customer/tickets', '/fr/admin/customers', '/price-list', '/driver']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await res.text(), path).toContain('<div id="root"></div>');
  }
});

// Decision 030: the page names the chunks its screen loads, so that they download beside the entry.
test("the shop's shell and the login page name their screen's chunks in modulepreload links, each a script", async ({
  request,
}) => {
  for (const [path, chunk] of [
    ['/customer/tickets/create', /\/assets\/shop-page-[\w-]+\.js/],
    ['/fr/customer/tickets/create', /\/assets\/feature-texts\.fr-[\w-]+\.js/],
    ['/login', /\/assets\/login-page-[\w-]+\.js/],
  ] as const) {
    const html = await (await request.get(path)).text();
    const links = [
      ...html.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]!);
    expect(
      links.some((href) => chunk.test(href)),
      `${path}: ${links.join(' ')}`,
    ).toBe(true);
    expect(new Set(links).size, path).toBe(links.length);
    for (const href of links) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toContain('javascript');
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the signed-in florist's shop is painted, with its products", async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto('/customer/tickets/create');
    const preview = page.locator('[data-server-preview]');
    await expect(preview.locator('h1')).toHaveText('Shop');
    await expect(preview.getByText(await firstProductName(page.request, 'en')).first()).toBeVisible();
    await expect(page.locator('#startup-loader')).toBeHidden({ timeout: 5000 });
  });

  test('a public page is painted and readable', async ({ page }) => {
    await page.goto('/fr/about');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
    // The loader fades by itself after its second: no script is needed to see the page.
    await expect(page.locator('#startup-loader')).toBeHidden({ timeout: 5000 });
  });
});

// Hydration without a console error or warning, on every public page: public-pages.spec.

test('a signed-in customer reloading a private route stays on it', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/customer\/tickets$/);
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/customer\/tickets$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in customer on a server-rendered page sees the signed-in header after hydration', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

// Decision 035: the florist's shop is drawn on the server with its first data, for the session's
// customer; the app then draws it afresh in place, from the same answers.
const firstProductName = async (request: APIRequestContext, language: 'en' | 'fr') => {
  // The shop's first page: the newest arrivals first (issue 36, item 5), then names in the reader's language.
  const res = await request.get('/api/products?page=1&limit=24&sort=arrival', { headers: { 'x-language': language } });
  expect(res.status(), await res.text()).toBe(200);
  const [first] = ((await res.json()) as { data: { products: { name_en: string; name_fr: string }[] } }).data.products;
  return language === 'fr' ? first!.name_fr : first!.name_en;
};

test("the shop comes from the server with the session's customer's first page of products, private", async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.get('/fr/customer/tickets/create', { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-robots-tag']).toBe('noindex');
  expect(res.headers()['content-encoding']).toBe('br');
  const html = await res.text();
  expect(html).toContain('<html lang="fr"');
  const preview = /<div data-server-preview inert>[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  expect(preview).toContain('Boutique');
  expect(preview).toContain(await firstProductName(request, 'fr'));
  expect(html).toContain('<script type="application/json" id="query-state-data">');
  // Signed out, the same address is the app shell, which sends the reader to /login.
  await request.post('/api/auth/logout');
  expect(await (await request.get('/fr/customer/tickets/create')).text()).toContain('<div id="root"></div>');
});

test("the app takes the server's shop over without reading it again, and a reload keeps the cart", async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext();
  const product = await createStockedProduct(staff.request, { prefix: 'SSR', stock: 40 });
  await staff.close();
  await signInAsDemoCustomer(page);
  await waitForApp(page);
  await addToCart(page, product, 3);

  const reads: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) reads.push(new URL(req.url()).pathname + new URL(req.url()).search);
  });
  // What the page's root holds, each time it changes: the server's drawing, a spinner, the app.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootStates: string[] }).rootStates = seen;
    const note = (root: Element) => {
      const state = root.querySelector('[data-server-preview]')
        ? 'preview'
        : root.querySelector('main h1')
          ? 'app'
          : root.querySelector('[role="status"]')
            ? 'spinner'
            : 'empty';
      if (seen.at(-1) !== state) seen.push(state);
    };
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root) note(root);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('[data-server-preview]')).toHaveCount(0);
  // The drawing stays until the app's first screen replaces it: no spinner in between.
  expect(await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates)).toEqual([
    'preview',
    'app',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  // The cart came back from the browser's storage; only its products' prices and stock are read,
  await expect(page.getByText(/3 in your cart/).first()).toBeVisible();
  // and the session is confirmed, as on every load.
  const cartRead = (path: string) => path.startsWith('/api/products?ids=');
  expect(reads.filter(cartRead)).toHaveLength(1);
  // The filters' categories and colours (issue 36) come with the page too.
  expect(reads.filter((path) => !cartRead(path))).toEqual(['/api/auth/me']);
});

test('the French shop is drawn and taken over in French, in the French order, without reading it again', async ({
  page,
}) => {
  await signInAsDemoCustomer(page);
  await page.goto('/fr/customer/tickets/create');
  await waitForApp(page);
  const reads: string[] = [];
  page.on('request', (req) => {
    // The cards' pictures are files, not reads.
    if (req.url().includes('/api/') && !req.url().includes('/api/images/')) reads.push(new URL(req.url()).pathname);
  });
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  const first = page.getByRole('region', { name: 'Produits' }).getByRole('article').first();
  await expect(first).toContainText(await firstProductName(page.request, 'fr'));
  // The catalogue the server read in French is the one the app keeps: no second read of it.
  expect(reads).toEqual(['/api/auth/me']);
});

test('a French reader opening an English page is moved to its French twin', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await context.close();
});

// A phone on a weak connection shows the server's form long before the app's script has come:
// what the reader types in it meanwhile must still be there once the app has taken the page over.
test('what a reader types before the app has taken the page over is kept', async ({ page }) => {
  let release = () => undefined as void;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  const forms: [string, [RegExp, string][]][] = [
    [
      '/login',
      [
        [/^Email/, 'early@example.com'],
        [/^Password/, 'typed-before-the-app'],
      ],
    ],
    [
      '/set-password?token=not-checked-until-sent',
      [
        [/^Password/, 'Gerberas-Du-Comptoir-2027'],
        [/^Confirm the password/, 'Gerberas-Du-Comptoir-2027'],
      ],
    ],
    [
      '/contact',
      [
        [/^Name/, 'Early Bird'],
        [/^Message/, 'Typed before the app'],
      ],
    ],
    [
      '/signup',
      [
        [/^Business name/, 'Fleurs du Matin'],
        [/^Password/, 'Gerberas-Du-Comptoir-2027'],
      ],
    ],
  ];
  for (const [path, fields] of forms) {
    // Not 'domcontentloaded': the document waits for its module script, held here.
    await page.goto(path, { waitUntil: 'commit' });
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);
    release();
    await waitForApp(page);
    for (const [label, value] of fields) await expect(page.getByLabel(label), `${path} ${label}`).toHaveValue(value);
    // The strength meter weighs a password typed then at once, not from the next key.
    if (path.startsWith('/set-password') || path === '/signup')
      await expect(page.getByText(/^Password strength:/), path).not.toHaveText('Password strength: —');
  }
});
