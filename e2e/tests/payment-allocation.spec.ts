import { DEMO_ADMIN, decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStaffPickupOrder, createStockedProduct } from '../support/shop';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('staff re-allocate a payment from one invoice to another, and each invoice says so', async ({ page }) => {
  const request = page.request;
  const business = `Atelier Imputation ${Date.now()}`;
  const account = await requestAccount(request, { businessName: business });
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'ALLOC', stock: 10, priceCents: 2000 });
  const order = () =>
    createStaffPickupOrder(request, { customerId, productId: product.id, reason: 'e2e: new customer' });
  const first = await order();
  const second = await order();
  const paid = await request.post('/api/payment/receive', {
    data: { customer_id: customerId, amount_cents: first.total_cents, method: 'cheque', order_ids: [first.id] },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  // On a 360 px phone: the dialog keeps to the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/customers/view/${customerId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Allocate the payment of \\${dollars(first.total_cents)}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Allocate the payment to invoices' });
  await expect(dialog.getByTestId('current-allocations')).toContainText(first.invoice_number);
  const from = dialog.getByRole('textbox', { name: `Invoice ${first.invoice_number}` });
  const to = dialog.getByRole('textbox', { name: `Invoice ${second.invoice_number}` });
  await expect(from).toHaveValue((first.total_cents / 100).toFixed(2));
  await expect(dialog.getByTestId('allocation-remainder')).toContainText('Stays open credit: $0.00');
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Moved to the second invoice: first more than it owes, refused before sending.
  await from.fill('');
  await to.fill(((second.total_cents + 1) / 100).toFixed(2));
  await expect(to).toHaveAccessibleDescription(/More than this invoice owes\./);
  await to.fill((second.total_cents / 100).toFixed(2));
  await expect(to).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByTestId('allocation-remainder')).toContainText(
    `Allocated: ${dollars(second.total_cents)} of ${dollars(first.total_cents)}`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save the allocation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment re-allocated.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const [id, status] of [
    [first.id, 'Unpaid'],
    [second.id, 'Paid'],
  ] as const) {
    await page.goto(`/admin/tickets/view/${id}`);
    await expect(page.getByTestId('ticket-payment')).toContainText(status);
  }
});
