import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// server/src/seed/demo-customers.ts and demo.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';
const DEMO_ADMIN_NAME = 'Demo Admin';

/** A product of our own, in stock, so that the test does not depend on the demo catalogue. */
async function createProduct(page: Page) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const sku = `AUD-${stamp}`;
  const name = `Renoncule Hanoi ${stamp}`;
  const res = await page.request.post('/api/products', {
    data: {
      sku,
      name_en: name,
      name_fr: name,
      category: 'roses',
      unit: 'bunch',
      stems_per_unit: 10,
      price_cents: 1500,
      fresh: true,
      sections: ['all-products'],
      active: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { data: { product: { id: number } } }).data.product;
  const stock = await page.request.post('/api/inventory/movements', {
    data: { product_id: id, quantity: 50, reason: 'receipt' },
  });
  expect(stock.status(), await stock.text()).toBeLessThan(300);
  return { sku, name };
}

async function pick(page: Page, combobox: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.fill(text);
  await expect(page.getByRole('option', { name: new RegExp(option) })).toBeVisible();
  await box.press('Enter');
}

test("staff edit an order's line quantity: the order's History shows the change and who made it", async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const product = await createProduct(page);
  await page.goto('/admin/tickets/create');
  await pick(page, 'Customer', 'Jardins de Rosemont', DEMO_BUSINESS);
  await page.getByLabel('Zone').selectOption('montreal-laval');
  await pick(page, 'Add a product', product.sku, product.name);
  await page.getByLabel(`Quantity of ${product.name}`).fill('3');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  const history = page.getByRole('region', { name: 'History' });
  // Closed until asked for; the choice is remembered on this browser.
  await history.getByRole('button', { name: 'History' }).click();
  await expect(history.getByRole('row').filter({ hasText: 'Created' })).toContainText(DEMO_ADMIN_NAME);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel(`Quantity of ${product.name}`).fill('5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);

  // Newest first: the edit, by the demo admin, the line's quantity 3 → 5.
  const edited = history.getByRole('row').filter({ hasText: 'Edited' });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText(DEMO_ADMIN_NAME);
  // "→" is shown; screen readers hear "becomes".
  await expect(edited).toContainText(`Line ${product.name}: quantity: 3 →`);
  await expect(edited).toContainText(/quantity: 3 →\s*becomes\s*5/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The whole trail, from the admin navigation, filtered to this order, then by the user.
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Record type').selectOption('order');
  await page.getByLabel('Record number').fill(String(orderId));
  const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row');
  // Once the list is this order's alone (the earlier page may still show other orders' edits).
  await expect(rows.filter({ hasText: 'Edited' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Edited' })).toContainText(/quantity: 3 →\s*becomes\s*5/);
  await rows
    .filter({ hasText: 'Edited' })
    .getByRole('button', { name: `Show only changes by ${DEMO_ADMIN_NAME}` })
    .click();
  await expect(page.getByText(`Changes by ${DEMO_ADMIN_NAME}`)).toBeVisible();
  await expect(rows.filter({ hasText: 'Edited' })).toContainText(DEMO_ADMIN_NAME);
  // Its creation names its status and zone as the screens do, and links to the order.
  const created = rows.filter({ hasText: 'Created' });
  await expect(created).toContainText(/Status: —\s*→\s*becomes\s*Confirmed/);
  await expect(created).toContainText('Greater Montreal and Laval');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await created.getByRole('link', { name: `Order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tickets/view/${orderId}$`));
});
