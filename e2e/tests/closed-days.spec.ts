import { addDays, earliestDeliveryDate } from '../../contract/src/delivery';
import { DEMO_ADMIN, decideAsAdmin, requestAccount, signInThroughPage, STRONG_PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { addToCart, createStockedProduct } from '../support/shop';

// Closed days (issue 38 item 3): the shop's delivery date refuses one by its name. The day is
// the test's own (5 to 20 days ahead: not the earliest day other tests order for, nor the days
// aDayOfItsOwn picks), removed at the end.

test('the shop’s date picker refuses a closed day, naming it', async ({ page, request }) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'CLOSED', stock: 10 });
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const name = `Inventory ${Date.now() % 100_000}`;
  let date = '';
  for (let tries = 0; !date && tries < 20; tries++) {
    const day = addDays(earliestDeliveryDate(new Date()), 5 + Math.floor(Math.random() * 16));
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) continue;
    // Another test's day (409): another one.
    const added = await request.post('/api/closed-days', { data: { date: day, name_en: name, name_fr: name } });
    if (added.status() === 201) date = day;
  }
  expect(date).not.toBe('');
  try {
    await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/customer/tickets/create');
    await addToCart(page, product, 1);
    await page.getByRole('button', { name: 'Proceed to Confirm' }).click();
    await page.getByRole('radio', { name: 'Pickup at the warehouse' }).check();
    await page.getByLabel(/^Delivery date/).fill(date);
    await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
    await page.getByRole('button', { name: 'Place my order' }).click();
    await expect(
      page.getByText(new RegExp(`^We are closed on .+ \\(${name}\\): choose another date\\.$`)),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/tickets\/create/);
    // The day after is taken.
    const next = new Date(`${addDays(date, 1)}T12:00:00Z`).getUTCDay() === 0 ? addDays(date, 2) : addDays(date, 1);
    await page.getByLabel(/^Delivery date/).fill(next);
    await expect(page.getByText(new RegExp(`\\(${name}\\)`))).toHaveCount(0);
  } finally {
    expect((await request.delete(`/api/closed-days/${date}`)).status()).toBe(200);
  }
});
