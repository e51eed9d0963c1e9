import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/** A delivery day far ahead that no other test uses: the prebookings of that day are ours only. */
function farDay(): string {
  const day = new Date(Date.UTC(2033 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 12), 1));
  day.setUTCDate(1 + Math.floor(Math.random() * 28));
  return day.toISOString().slice(0, 10);
}

/** Types a search in a combobox, waits for the option, and picks it with Enter. */
async function pick(page: Page, combobox: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.fill(text);
  await expect(page.getByRole('option', { name: new RegExp(option) })).toBeVisible();
  await box.press('Enter');
}

/** Set once the page has loaded; still there only if nothing reloaded the page since. */
const markPage = (page: Page) => page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { noReload?: boolean }).noReload === true);

test.describe('every screen is fresh after a change made elsewhere in the app (issue 10)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('a prebooking made from the order form is on the prebookings list at once; a line ticked in the design center shows on the order', async ({
    page,
    request,
  }) => {
    // Two screens' journeys in one (form, list, conversion, design center, order).
    test.slow();
    // Through the test's own request context: a sign-in through the page's would end the page's
    // session (one browser, one session) while its customers list loads.
    const product = await createStockedProduct(request, { prefix: 'FRESH', stock: 20 });
    const day = farDay();

    // The prebookings of that day, read once: none yet (the list is now in the app's cache).
    await page.goto(`/admin/prebooking?date_from=${day}&date_to=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prebookings' })).toBeVisible();
    await expect(page.getByText('No prebooking matches.')).toBeVisible();
    await markPage(page);

    // A prebooking through the staff order form.
    await page.getByRole('link', { name: 'New prebooking' }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/create\?type=prebooking$/);
    await expect(page.getByLabel('Type')).toHaveValue('prebooking');
    await pick(page, 'Customer', 'Jardins de Rosemont', DEMO_BUSINESS);
    await expect(page.getByTestId('ticket-customer')).toContainText(DEMO_BUSINESS);
    await page.getByLabel('Delivery date').fill(day);
    await pick(page, 'Add a product', product.sku, product.name);
    await expect(page.getByLabel(`Quantity of ${product.name}`)).toBeFocused();
    await page.keyboard.type('2');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Prebooking');
    const number = /Prebooking (\S+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    expect(number).not.toBe('');

    // Back to the list it came from, in the app: the new prebooking is there at once.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/prebooking\\?date_from=${day}&date_to=${day}$`));
    const card = page.getByRole('article').filter({ hasText: `Prebooking ${number}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(DEMO_BUSINESS);

    // Converted, it is an order of that day in the design center.
    await card.getByRole('button', { name: 'Convert to order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    await expect(heading.getByText('Confirmed')).toBeVisible();
    const line = page.getByRole('table').getByRole('row').filter({ hasText: product.name });
    await expect(line).toBeVisible();
    await expect(line.getByText('Complete', { exact: true })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Design center' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Design center' })).toBeVisible();
    await page.getByLabel('Delivery date').fill(day);
    const group = page.getByTestId(`dc-order-${number}`);
    await expect(group).toBeVisible();
    const box = group.getByRole('checkbox', { name: new RegExp(`^Complete: .*, order ${number}$`) });
    await box.check();
    await expect(box).toBeChecked();
    await expect(
      page.getByRole('status').filter({ hasText: 'Every line is complete: the order is designed.' }),
    ).toBeVisible();

    // The order, opened from the design center: its line shows complete, without a reload.
    await group.getByRole('link', { name: `Open order ${number}` }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    await expect(line.getByText('Complete', { exact: true })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });
});
