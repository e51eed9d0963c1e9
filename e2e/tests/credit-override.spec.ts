import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

const HELD = 'This order takes the customer past their credit limit: give a reason to go ahead.';

/** A customer of the test's own with a $1.00 credit limit (any order passes it) and net 15 terms. */
async function createCustomerOverLimit(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const business = `Fleuriste Crédit ${stamp}`;
  const made = await request.post('/api/customers', {
    multipart: {
      businessName: business,
      businessOwnerName: 'Lise Gagnon',
      emailAddress: `credit-${stamp}@example.test`,
      neqTaxNumber: `12${String(Date.now()).slice(-8)}`,
      phoneNumber: '514-555-0177',
      address1: '9 rue des Pivoines',
      city: 'Laval',
      province: 'QC',
      postalCode: 'H7N 2K1',
      businessType: 'florist',
      language: 'en',
      credit_limit_cents: '100',
      delivery_zone: 'montreal-laval',
      payment_terms: 'net_15',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { customer: { id: number } } }).data.customer.id;
  return { id, business };
}

async function pick(page: Page, combobox: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.fill(text);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await box.press('Enter');
}

test('staff save an order past the credit limit only with a reason, which the order then shows', async ({
  page,
  request,
}) => {
  // On a phone: the panel, the warning and the reason fit 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const customer = await createCustomerOverLimit(page.request);
  // Through the test's own request context: a sign-in through the page's would end the page's
  // session (one browser, one session) while its customers list loads.
  const product = await createStockedProduct(request, { prefix: 'CRD', stock: 10, priceCents: 4000 });

  await page.goto(`/admin/customers/view/${customer.id}`);
  await expect(page.getByTestId('payment-terms')).toHaveText('Net 15 days');

  await page.goto('/admin/tickets/create');
  await pick(page, 'Customer', customer.business, customer.business);
  await expect(page.getByRole('combobox', { name: 'Add a product' })).toBeFocused();
  await pick(page, 'Add a product', product.sku, product.name);
  await expect(page.getByLabel(`Quantity of ${product.name}`)).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');

  // 40.00 + 22.00 fee, GST 3.10, QST 6.18: 71.28, past the $1.00 limit of a customer who owes nothing.
  await expect(page.getByTestId('order-totals')).toContainText('$71.28');
  const credit = page.getByRole('region', { name: 'Credit' });
  await expect(credit).toContainText('Balance$0.00');
  await expect(credit).toContainText('Credit limit$1.00');
  await expect(credit).toContainText('Available credit$1.00');
  await expect(credit).toContainText('Balance after saving$71.28');
  await expect(credit).toContainText('OverdueNothing overdue');
  await expect(credit.getByRole('status')).toHaveText(
    'This order takes the balance to $71.28, over the credit limit of $1.00. Saving it needs a reason.',
  );
  expect(await fits()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Without a reason the server refuses: its message on the reason, the cursor there, nothing lost.
  await page.getByRole('button', { name: 'Save order' }).click();
  const reason = page.getByRole('textbox', { name: 'Credit override reason' });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(new RegExp(HELD.replace(/[.:]/g, '\\$&')));
  await expect(page).toHaveURL(/\/admin\/tickets\/create$/);
  await expect(page.getByLabel(`Quantity of ${product.name}`)).toHaveValue('1');

  await reason.fill('Pays by cheque on Friday');
  // The clerk saves from the reason with the form's shortcut (the refusal's toast sits over the
  // Save button, and a pointer resting on a toast keeps it open).
  await reason.press('Control+Enter');
  await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
  await expect(page.getByText('Confirmed past credit control: Pays by cheque on Friday')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Confirmed')).toBeVisible();
});
