import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 33, decision 044: the pages that only show come drawn by the server with a small script
// (the island) instead of the app; the pages with a form and the signed-in screens start the app.

const SHOW_ONLY = ['/', '/fr', '/about', '/fr/terms-and-conditions', '/privacy-policy', '/success'];
const FORMS = ['/login', '/fr/contact'];

/** The scripts the page's HTML asks for (module scripts and their preloads). */
async function scriptsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test('a show-only page asks for the island only; a form page for the app', async ({ request }) => {
  for (const path of SHOW_ONLY) {
    const scripts = await scriptsOf(request, path);
    expect(scripts[0], path).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    expect(
      scripts.filter((file) => /\/index-[\w-]+\.js$/.test(file)),
      path,
    ).toEqual([]);
    expect(scripts.length, path).toBeLessThanOrEqual(2);
  }
  for (const path of FORMS) {
    const scripts = await scriptsOf(request, path);
    expect(scripts[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(
      scripts.some((file) => file.includes('island')),
      path,
    ).toBe(false);
  }
});

test('a signed-out visitor reads the home page without the app: menu, back to top, language', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') loaded.push(new URL(req.url()).pathname);
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await waitForApp(page);
  expect(
    loaded.every((file) => !/\/index-[\w-]+\.js$/.test(file)),
    loaded.join(', '),
  ).toBe(true);

  // The phone menu opens and closes, its button saying which.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu.getByRole('link', { name: 'About' })).toBeHidden();

  // Back to top shows past 300 px and takes the reader up.
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeHidden();
  await page.mouse.wheel(0, 2000);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The language switch is a link; the choice is remembered: / then opens in French.
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('À propos');
});

test('a link from a show-only page into the app is an ordinary navigation that starts the app', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a signed-in florist on a show-only page gets the app and the signed-in header', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeAttached();
});
