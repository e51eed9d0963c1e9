import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, lighthouseA11yViolations, test } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 17: Lighthouse accessibility 1.0 on the shop, the order page and the admin tickets list.
// Lighthouse's accessibility audits are axe-core rules: none of them may fail, whatever its impact.
// A full scan of a long page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('the shop and an order page have no accessibility violation Lighthouse would count', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  expect(await lighthouseA11yViolations(page)).toEqual([]);

  await page.goto('/customer/tickets');
  const order = page
    .getByRole('main')
    .getByRole('link', { name: /^Order \d+$/ })
    .first();
  await order.click();
  await expect(page).toHaveURL(/\/customer\/tickets\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d+/);
  expect(await lighthouseA11yViolations(page)).toEqual([]);
});

test('the admin tickets list has no accessibility violation Lighthouse would count', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/admin/tickets');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await lighthouseA11yViolations(page)).toEqual([]);
});
