import { DEMO_ADMIN, decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStaffPickupOrder, createStockedProduct } from '../support/shop';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a payment taken from an order pays that order, then staff move it to another invoice', async ({ page }) => {
  const request = page.request;
  const business = `Atelier Imputation ${Date.now()}`;
  const account = await requestAccount(request, { businessName: business });
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'ALLOC', stock: 10, priceCents: 2000 });
  const order = () =>
    createStaffPickupOrder(request, { customerId, productId: product.id, reason: 'e2e: new customer' });
  const first = await order();
  const second = await order();

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);

  // Issue 34, item 4: from the newer order's page, the payment pays that order's invoice, not
  // the oldest one (the French amount, 263,29, has its unit test: receive-payment.test.tsx).
  await page.goto(`/admin/tickets/view/${second.id}`);
  await page.getByRole('button', { name: 'Take a payment' }).click();
  const take = page.getByRole('dialog', { name: 'Receive payment' });
  await expect(take.getByRole('textbox', { name: 'Amount' })).toHaveValue((second.total_cents / 100).toFixed(2));
  await expect(take.getByRole('checkbox', { name: new RegExp(second.invoice_number) })).toBeChecked();
  await expect(take.getByRole('checkbox', { name: new RegExp(first.invoice_number) })).not.toBeChecked();
  await expect(take.getByTestId('settlement')).toContainText(second.invoice_number);
  await take.getByLabel('Method').selectOption('cheque');
  await take.getByRole('button', { name: 'Record the payment' }).click();
  await expect(take).toBeHidden();
  await expect(page.getByTestId('ticket-payment')).toContainText('Paid');
  await page.goto(`/admin/tickets/view/${first.id}`);
  await expect(page.getByTestId('ticket-payment')).toContainText('Unpaid');

  // On a 360 px phone: the allocation dialog keeps to the screen and gives a box to ticked invoices only.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/customers/view/${customerId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Allocate the payment of \\${dollars(second.total_cents)}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Allocate the payment to invoices' });
  await expect(dialog.getByTestId('current-allocations')).toContainText(second.invoice_number);
  const from = dialog.getByRole('textbox', { name: `Amount for invoice ${second.invoice_number}` });
  await expect(from).toHaveValue((second.total_cents / 100).toFixed(2));
  await expect(dialog.getByRole('textbox', { name: `Amount for invoice ${first.invoice_number}` })).toHaveCount(0);
  await expect(dialog.getByTestId('allocation-remainder')).toContainText('Stays open credit: $0.00');
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Moved to the first invoice: more than it owes is refused before sending.
  await dialog.getByRole('checkbox', { name: new RegExp(`Invoice ${second.invoice_number}`) }).uncheck();
  await dialog.getByRole('checkbox', { name: new RegExp(`Invoice ${first.invoice_number}`) }).check();
  const to = dialog.getByRole('textbox', { name: `Amount for invoice ${first.invoice_number}` });
  await expect(to).toHaveValue((first.total_cents / 100).toFixed(2));
  await to.fill(((first.total_cents + 1) / 100).toFixed(2));
  await expect(to).toHaveAccessibleDescription(/More than this invoice owes\./);
  await to.fill((first.total_cents / 100).toFixed(2));
  await expect(to).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByTestId('allocation-remainder')).toContainText(
    `Allocated: ${dollars(first.total_cents)} of ${dollars(second.total_cents)}`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save the allocation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment re-allocated.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const [id, status] of [
    [first.id, 'Paid'],
    [second.id, 'Unpaid'],
  ] as const) {
    await page.goto(`/admin/tickets/view/${id}`);
    await expect(page.getByTestId('ticket-payment')).toContainText(status);
  }
});
