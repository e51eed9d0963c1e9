import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/** A product of our own, in stock, so that the test does not depend on the demo catalogue. */
async function createProduct(page: Page) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const sku = `INV-${stamp}`;
  const name = `Pivoine Sarah Bernhardt ${stamp}`;
  const res = await page.request.post('/api/products', {
    data: {
      sku,
      name_en: name,
      name_fr: name,
      category: 'roses',
      unit: 'bunch',
      stems_per_unit: 10,
      price_cents: 2000,
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

test('staff edit a confirmed order: the invoice is credited and a new one issued, both on the order', async ({
  page,
}) => {
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

  const documents = page.getByRole('region', { name: 'Invoices and credit notes' });
  const first = documents.getByRole('listitem');
  await expect(first).toHaveCount(1);
  const invoice = (await first.getByRole('link').textContent())?.replace('Invoice ', '').trim() ?? '';
  expect(invoice).toMatch(/^F-\d{6}$/);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel(`Quantity of ${product.name}`).fill('5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);

  // The invoice as issued, the credit note that cancels it, and the new invoice.
  const items = documents.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(`Invoice ${invoice}`);
  await expect(items.nth(1)).toContainText(/Credit note C-\d{6}/);
  await expect(items.nth(1)).toContainText(`cancels ${invoice}`);
  await expect(items.nth(1)).toContainText('-$');
  await expect(items.nth(2)).toContainText(/Invoice F-\d{6}/);
  await expect(items.nth(2)).not.toContainText(invoice);
  const pdf = await page.request.get((await items.nth(0).getByRole('link').getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
