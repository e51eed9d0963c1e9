import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test, waitForApp } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 34 item 9: a path no page has reads a real not-found page in the reader's language, with
// links home and to the shop: drawn by the server with a 404 (a page that only shows, decision
// 044), and the same page when the app meets the path.

for (const { path, heading, home, homeHref, shop, shopHref } of [
  {
    path: '/nope',
    heading: 'Page not found',
    home: 'Go to the home page',
    homeHref: '/',
    shop: 'Go to the shop',
    shopHref: '/customer/tickets/create',
  },
  {
    path: '/fr/nope',
    heading: 'Page introuvable',
    home: 'Aller à l’accueil',
    homeHref: '/fr',
    shop: 'Aller à la boutique',
    shopHref: '/fr/customer/tickets/create',
  },
]) {
  test(`${path} is a 404 drawn by the server, in its language, with links home and to the shop`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/Unexpected Application Error|Erreur inattendue/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
    await expect(page.getByRole('link', { name: shop })).toHaveAttribute('href', shopHref);
    // Without the app: the island only.
    expect(scripts.filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
    await page.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`${homeHref}$`));
  });
}

test('the app draws the same page for a path no page has: in the back-office, signed in, and on a move', async ({
  page,
}) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const response = await page.goto('/fr/admin/nope');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Aller à la boutique' })).toBeVisible();

  // A move within the app to a path whose first segment is no language (the root's 404): the
  // reader's French, chosen on the way, takes it to its /fr twin (SPEC §4), in the site's frame.
  await page.goto('/fr/admin/customers');
  await waitForApp(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nope/deeper');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/fr\/nope\/deeper$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/fr');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Erreur inattendue/)).toHaveCount(0);
});

test('a signed-in customer gets the app on the not-found page, with their header', async ({ page }) => {
  await signInAsDemoCustomer(page);
  const response = await page.goto('/fr/pas-de-page');
  expect(response!.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('button', { name: 'Se déconnecter' }).first()).toBeAttached();
});
