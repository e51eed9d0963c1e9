import { addDays, montrealTime } from '../../contract/src/delivery';
import { decideAsAdmin, requestAccount, signInThroughPage, STRONG_PASSWORD } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// Standing orders (issue 38 items 1-2), on a phone (360 px): a florist of the test's own makes
// one on two chosen dates, skips the later occurrence, and the job (every 2 s in this suite:
// playwright.config.ts) makes the first, due at once (14 days' lead), an order.

/** The day, or the Monday after when it is a Sunday (no delivery on Sundays). */
const notSunday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() === 0 ? addDays(day, 1) : day);

test('a florist makes a standing order on a phone, skips an occurrence, and the job makes the due one an order', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'STANDING', stock: 50 });
  const today = montrealTime(new Date()).date;
  const due = notSunday(addDays(today, 1));
  const later = notSunday(addDays(today, 22));

  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await page
    .getByRole('navigation', { name: 'My account sections' })
    .getByRole('link', { name: 'Standing orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible();
  await expect(page.getByText('No standing order yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New standing order' }).click();
  const form = page.getByRole('form', { name: 'New standing order' });
  await form.getByRole('combobox', { name: 'Add a product' }).fill(product.sku);
  await page.getByRole('option', { name: new RegExp(product.name) }).click();
  await form.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill('4');
  await form.getByRole('radio', { name: 'On chosen dates' }).check();
  for (const day of [due, later]) {
    await form.getByLabel('Date', { exact: true }).fill(day);
    await form.getByRole('button', { name: 'Add the date' }).click();
  }
  await form.getByRole('spinbutton', { name: 'Becomes an order how many days before' }).fill('14');
  await form.getByRole('button', { name: 'Save the standing order' }).click();
  await expect(page.getByText('The standing order is saved.')).toBeVisible();

  // Saved, it opens with its next occurrences; the later one is skipped.
  const skipped = page.getByTestId(`occurrence-${later}`);
  await skipped.getByRole('button', { name: /^Skip the occurrence of / }).click();
  await expect(skipped.getByText('Skipped')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The job makes the due one an ordinary order within seconds.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^On / }) });
  await expect(async () => {
    await page.reload();
    await card.getByRole('button', { name: /^Show Standing order/ }).click();
    await expect(page.getByTestId(`occurrence-${due}`).getByText('Order made')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId(`occurrence-${later}`).getByText('Skipped')).toBeVisible();
  await page.getByRole('navigation', { name: 'My account sections' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
});
