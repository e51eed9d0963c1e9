import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { addToCart, createStockedProduct, signInAsDemoCustomer } from '../support/shop';

// A phone journey (touch, 360 px, a phone's service worker): the mobile project runs it.
test.skip(({ isMobile }) => !isMobile, 'a phone journey, run by the mobile project');

// Issue 41: the shop with no signal, on the phone project. The browser says so of every request
// that cannot leave (offline), and of the order's answer the test drops on purpose.
test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/ });

const DATA_CACHE = 'shop-data-v1';

/** The shop, controlled by its service worker, with the catalogue kept for a dead zone. */
async function shopReadyForADeadZone(page: Page) {
  await page.goto('/customer/tickets/create');
  await waitForApp(page);
  // Registered after the first paint, then the catalogue the server drew is read through it.
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          if (!navigator.serviceWorker.controller) return false;
          const keys = await (await caches.open(name)).keys();
          return keys.some((request) => request.url.includes('/api/products?'));
        }, DATA_CACHE),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** No signal, for the page and for its service worker. */
async function setSignal(context: BrowserContext, on: boolean) {
  await context.setOffline(!on);
}

test('with no signal the shop opens with the last catalogue, keeps the order and sends it once when the signal returns', async ({
  page,
  context,
  browser,
}) => {
  const staff = await browser.newContext();
  const product = await createStockedProduct(staff.request, { prefix: 'OFFLINE', stock: 30 });
  await signInAsDemoCustomer(page);
  await shopReadyForADeadZone(page);
  await addToCart(page, product, 3);

  // The signal drops as the order leaves: the server places it, its answer never comes back.
  await page.route('**/api/Customer/Orders', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: /^View cart 1 product/ }).click();
  await page
    .getByRole('dialog', { name: /^Your cart/ })
    .getByRole('button', { name: 'Proceed to Confirm' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();
  const waiting = page.getByRole('status').filter({ hasText: '1 order waits on this phone to be sent.' });
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  // No signal at all: the shop opens again, from the phone, with the catalogue it kept.
  await setSignal(context, false);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByText(/^Prices and stock as of \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  await expect(waiting).toBeVisible();
  // The cart works: the order left it; a product of the kept catalogue goes in.
  await expect(page.getByRole('button', { name: /^View cart 0 products/ })).toBeVisible();
  const first = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  await first.getByRole('spinbutton').fill('2');
  await first.getByRole('button', { name: /^Add .+ to the cart$/ }).click();
  await expect(page.getByRole('button', { name: /^View cart 1 product/ })).toBeVisible();

  // The signal returns: the order goes with its key, and the server gives back the one it placed.
  await page.unroute('**/api/Customer/Orders');
  const placements: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/api\/Customer\/Orders$/.test(response.url()))
      placements.push(response.status());
  });
  await setSignal(context, true);
  await expect(page.getByText(/^Your order .+, kept on this phone, is placed\.$/)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // 200: the order its key had already made (the first try's answer was lost), not a new one.
  expect(placements).toEqual([200]);
  // Placed once: the stock went down by 3, not 6.
  const read = await staff.request.get(`/api/products/${product.id}`);
  expect(((await read.json()) as { data: { product: { on_hand: number } } }).data.product.on_hand).toBe(27);
  await staff.close();
});

test('signing out leaves nothing of the florist in Cache Storage or IndexedDB', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await shopReadyForADeadZone(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  // What stays is the app's code (the precache: the shell and the shop's files) and the site's
  // public details, none of the florist's reads, and no database.
  const left = () =>
    page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          // The precache holds code; the public cache, the site's public details (/api/site).
          const code = name.includes('precache') && !request.url.includes('/api/');
          if (!code && name !== 'shop-public-v1') kept.push(`${name} ${request.url}`);
        }
      }
      const databases = (await indexedDB.databases()).map((d) => d.name);
      return { kept, databases };
    });
  await expect.poll(left).toEqual({ kept: [], databases: [] });
});

test('the service worker is registered after the first paint', async ({ page }) => {
  // Each call to register, with whether the page had painted its first content by then.
  await page.addInitScript(() => {
    const calls: boolean[] = [];
    Object.assign(window, { registerCalls: calls });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      calls.push(performance.getEntriesByName('first-contentful-paint').length > 0);
      return register.apply(this, args);
    };
  });
  await signInAsDemoCustomer(page);
  await shopReadyForADeadZone(page);
  const calls = await page.evaluate(() => (window as unknown as { registerCalls: boolean[] }).registerCalls);
  expect(calls).toEqual([true]);
});

test("Chromium finds the shop installable, with the manifest of the reader's language", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser profile of its own, as a phone's: a test context is a private window, where
  // Chromium installs nothing and says so ('in-incognito').
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAsDemoCustomer(page);
    await shopReadyForADeadZone(page);
    const cdp = await context.newCDPSession(page);
    // The check Lighthouse's installable-manifest audit ran: the manifest and the worker found.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect([new URL(manifest.url).pathname, manifest.errors]).toEqual(['/manifest.en.webmanifest', []]);
    await page.goto('/fr/customer/tickets/create');
    await waitForApp(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.fr.webmanifest');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
