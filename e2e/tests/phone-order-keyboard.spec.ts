import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/** The keyboard, and how many keys it took (a typed text is one key per character). */
function keyboard(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async type(text: string) {
      count += text.length;
      await page.keyboard.type(text);
    },
    async press(key: string) {
      count += 1;
      await page.keyboard.press(key);
    },
  };
}

test('a clerk takes a three-line phone order with the keyboard alone, under 20 keys a line', async ({ page }) => {
  const tag = `kb${Math.random().toString(36).slice(2, 7)}`;
  const products = [];
  for (const [prefix, stock] of [
    ['KBA', 40],
    ['KBB', 30],
    ['KBC', 20],
  ] as const) {
    const made = await createStockedProduct(page.request, { prefix: `${prefix}${tag}`, stock });
    products.push(made);
  }
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/admin/tickets/create');

  // The form starts in the customer search.
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeFocused();
  const keys = keyboard(page);
  await keys.type('Rosemont');
  await expect(page.getByRole('option', { name: new RegExp(DEMO_BUSINESS) })).toBeVisible();
  await keys.press('Enter');
  const search = page.getByRole('combobox', { name: 'Add a product' });
  await expect(search).toBeFocused();

  const perLine: number[] = [];
  for (const [i, product] of products.entries()) {
    const before = keys.count;
    // Each product's code ends with its own letters: "kbaxxxxx" is enough to find it first.
    await keys.type(product.sku.slice(0, 8).toLowerCase());
    await expect(page.getByRole('listbox', { name: 'Add a product' }).getByRole('option').first()).toContainText(
      product.name,
    );
    await keys.press('Enter');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
    await expect(quantity).toBeFocused();
    await keys.type(String(i + 2));
    await keys.press('Enter');
    await expect(search).toBeFocused();
    perLine.push(keys.count - before);
    // The line shows the unit and the stock the clerk talks about.
    await expect(quantity.locator('xpath=ancestor::tr')).toContainText(/in stock/);
  }
  expect(
    perLine.every((n) => n < 20),
    `keys per line: ${perLine.join(', ')}`,
  ).toBe(true);

  await keys.press('Control+Enter');
  await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
  for (const product of products) await expect(page.getByText(product.name)).toBeVisible();
  expect(keys.count).toBeLessThan(60);
});
