import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const DEMO_CUSTOMER = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' };

test('staff duplicate a past offer for this week; the customer sees its special price', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);

  // A product of our own, so that the test does not depend on the demo catalogue.
  const sku = `OFFER-${Date.now()}`;
  const productName = `Gerbera Sunset ${sku}`;
  const product = await page.request.post('/api/products', {
    data: {
      sku,
      name_en: productName,
      name_fr: `Gerbera coucher de soleil ${sku}`,
      category: 'gerbera',
      unit: 'bunch',
      stems_per_unit: 10,
      price_cents: 2000,
      fresh: true,
      sections: ['all-products'],
      active: true,
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  // Last year's offer, created from the form with the keyboard-first product picker.
  const title = `Spring gerberas ${sku}`;
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Special offers' })
    .click();
  await page.getByRole('link', { name: 'New offer' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (French)').fill(`Gerberas du printemps ${sku}`);
  await page.getByLabel('Text (English)').fill('Bright colours for the season.');
  await page.getByLabel('First day').fill('2025-04-01');
  await page.getByLabel('Last day').fill('2025-04-07');
  const picker = page.getByRole('combobox', { name: 'Add a product' });
  await picker.fill(sku);
  await expect(page.getByRole('option', { name: new RegExp(productName) })).toBeVisible();
  await picker.press('Enter');
  await page.getByLabel('Discount', { exact: true }).selectOption('price');
  await page.getByLabel('Price ($)').fill('15.00');
  await expect(page.getByRole('listitem').filter({ hasText: productName }).getByRole('status')).toHaveText('$15.00');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offer created.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { level: 1 }).getByText('Expired')).toBeVisible();

  // Duplicate it from the list: the copy starts today.
  await page.getByRole('link', { name: 'Special offers', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search offers' }).fill(sku);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await row.getByRole('link', { name: `Duplicate ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate offer' })).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue(`Copy of ${title}`);
  await expect(page.getByLabel('Price ($)')).toHaveValue('15.00');
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Copy of ${title}`);
  await expect(page.getByRole('heading', { level: 1 }).getByText('Active')).toBeVisible();

  // The demo customer sees the copy, regular price struck through, on their account and on home.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughPage(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ['/customer', '/']) {
    await page.goto(path);
    const card = page.getByRole('article', { name: `Copy of ${title}` });
    await expect(card).toBeVisible();
    const line = card.getByRole('listitem').filter({ hasText: productName });
    await expect(line.locator('s')).toHaveText('$20.00');
    await expect(line.getByText('$15.00')).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);
});
