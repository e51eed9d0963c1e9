import { addDays, earliestDeliveryDate } from '../../contract/src/delivery';
import { decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

/**
 * Issue 34, item 3: a pending web order can be changed by its florist until the cutoff of its
 * delivery day. A week after the earliest day: the same weekday (never a Sunday), its cutoff ahead.
 */
test('a florist changes the quantity of a pending web order before its cutoff, and the stock follows', async ({
  page,
  request,
}) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'E2E-CHG', stock: 10 });

  await signInThroughPage(page, account.emailAddress, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  const placed = await page.request.post('/api/Customer/Orders', {
    data: {
      delivery_method: 'pickup',
      delivery_date: addDays(earliestDeliveryDate(new Date()), 7),
      lines: [{ product_id: product.id, quantity: 3 }],
      agreed_disclaimer: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number } } }).data.order;

  await page.goto(`/customer/tickets/view/${order.id}`);
  await page.getByRole('button', { name: 'Change quantities' }).click();
  const quantity = page.getByRole('spinbutton', { name: product.name });
  await expect(quantity).toHaveValue('3');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // More than the stock: refused, nothing changes, the quantity typed stays for another try.
  await quantity.fill('12');
  await page.getByRole('button', { name: 'Save the quantities' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'in stock: 7 left.' })).toBeVisible();
  await expect(quantity).toHaveValue('12');

  await quantity.fill('5');
  await page.getByRole('button', { name: 'Save the quantities' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order is changed.' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: product.name })).toContainText('5');

  const read = await request.get(`/api/products/${product.id}`);
  expect(((await read.json()) as { data: { product: { on_hand: number } } }).data.product.on_hand).toBe(5);
});
