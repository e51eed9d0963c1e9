import { expect, test, waitForApp } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 19: the public pages of SPEC §2 come from the server as HTML in their language, with
// their head, and the browser takes them over (hydration) without a complaint.

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
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
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

test('a French reader opening an English page is moved to its French twin', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await context.close();
});
