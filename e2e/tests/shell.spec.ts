import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test, waitForApp } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

test.describe('guards (SPEC §6) while signed out', () => {
  for (const [from, to] of [
    ['/customer', '/login'],
    ['/fr/customer/tickets', '/fr/login'],
    ['/price-list', '/login'],
    ['/fr/admin/customers', '/fr/login'],
    ['/admin', '/login'],
  ]) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('a signed-in admin opening /admin is sent to /admin/customers (SPEC §2)', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.goto('/fr/admin');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('an unknown language segment falls back to English', async ({ page }) => {
  await page.goto('/de/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('a signed-in florist opening /login goes home, in the language of the path (SPEC §6)', async ({ page }) => {
  await signInAsDemoCustomer(page);
  // Signing in on the page still lands in the shop.
  await expect(page).toHaveURL(/\/customer\/tickets\/create$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/:\d+\/$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('By Florists, For Florists');
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Par des fleuristes/);
});

test('a signed-in admin opening /login goes to /admin/customers (SPEC §6)', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
});

test('a French reader is remembered, and can switch back to English', async ({ page }) => {
  await page.goto('/fr/about');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  // The stored setting wins over the browser on an unprefixed path (SPEC §4).
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/fr\/contact$/);
});

test('the start-up loader shows for about a second', async ({ page }) => {
  // Record when the loader leaves the page, measured from the start of navigation.
  await page.addInitScript(() => {
    new MutationObserver((_m, observer) => {
      if (document.readyState !== 'loading' && !document.getElementById('startup-loader')) {
        (window as unknown as { loaderGoneAt: number }).loaderGoneAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/');
  expect(await response!.text()).toContain('id="startup-loader"');
  await waitForApp(page);
  const goneAt = await page.evaluate(() => (window as unknown as { loaderGoneAt: number }).loaderGoneAt);
  expect(goneAt).toBeGreaterThanOrEqual(1000);
  // Well above the second: only a loader that waits for something else should fail here, not a busy machine.
  expect(goneAt).toBeLessThan(5000);
});

test('the scroll-to-top button appears past 300 px', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test.describe('contact form', () => {
  test('shows SPEC §5 messages, keeps what was typed, then sends', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in all the fields.').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('Marie Tremblay');
    await page.getByRole('textbox', { name: 'Email' }).fill('marie@example');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you have peonies?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you have peonies?');

    await page.getByRole('textbox', { name: 'Email' }).fill('marie@fleuriste.example');
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Thank you for your message! We will get back to you soon.' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    // Toasts sit at the bottom centre, at most 350 px wide (SPEC §4).
    // The status is the message inside the toast bar; measure the bar.
    const box = (await toast.locator('..').boundingBox())!;
    const [width, height] = await page.evaluate(() => [document.documentElement.clientWidth, window.innerHeight]);
    expect(Math.round(box.width)).toBeLessThanOrEqual(350);
    expect(Math.abs(box.x + box.width / 2 - width! / 2)).toBeLessThan(2);
    expect(box.y).toBeGreaterThan(height! / 2);
  });

  test('in French', async ({ page }) => {
    await page.goto('/fr/contact');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Veuillez remplir tous les champs.').first()).toBeVisible();
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsoleErrors: /status of 500/ });
    test('says so and loses nothing', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
      );
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Name' }).fill('Marie');
      await page.getByRole('textbox', { name: 'Email' }).fill('marie@fleuriste.example');
      await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    });
  });
});
