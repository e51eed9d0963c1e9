import { decideAsAdmin, DEMO_ADMIN, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';
import { createStaffPickupOrder, createStockedProduct } from '../support/shop';

test('stock received fills a back-order from the queue, and the customer is told in their language', async ({
  page,
  request,
}) => {
  // A French-speaking customer's order of 5 when only 2 are in stock: 3 wait on back-order.
  const account = await requestAccount(request, { language: 'fr' });
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'E2E-BO', stock: 2 });
  const order = await createStaffPickupOrder(request, {
    customerId,
    productId: product.id,
    quantity: 5,
    reason: 'e2e',
  });
  const orderNumber = (
    (await (await request.get(`/api/Orders/${order.id}`)).json()) as { data: { order: { number: string } } }
  ).data.order.number;

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await nav.getByRole('link', { name: 'Back-orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by product' }).fill(product.sku);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('3 of 5');
  await expect(row).toContainText(account.businessName);

  // Stock comes in on the inventory page: the back-orders it can fill are offered.
  await nav.getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('button', { name: 'Receive stock' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive stock' });
  const search = receive.getByRole('combobox', { name: 'Add a product' });
  await search.fill(product.sku);
  await expect(receive.getByRole('option', { name: new RegExp(product.name) })).toBeVisible();
  await search.press('Enter');
  await receive.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill('4');
  await receive.getByRole('button', { name: 'Save the receipt (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock received.' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Back-orders wait for what you received' });
  await expect(notice).toContainText(`${product.name}: 3 waiting on 1 order, 4 on hand.`);
  await notice.getByRole('link', { name: `Fill the back-orders of ${product.name}` }).click();

  // Oldest first: the order is ticked for its 3, within the 4 on hand; one action fills it.
  const panel = page.getByRole('region', { name: `Fill back-orders of ${product.name}` });
  await expect(panel).toContainText('4 on hand.');
  await expect(panel.getByRole('checkbox', { name: new RegExp(`Order ${orderNumber}`) })).toBeChecked();
  await expect(panel.getByRole('spinbutton', { name: `Quantity to fill on order ${orderNumber}` })).toHaveValue('3');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Fill 3 from stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 filled from stock on 1 back-order;' })).toBeVisible();
  await expect(panel).toContainText('No back-order of this product is waiting.');
  await expect(page.getByText('No back-order is waiting.')).toBeVisible();

  // The order keeps the record: what was filled, by whom.
  await page.goto(`/admin/tickets/view/${order.id}`);
  const record = page.getByRole('region', { name: 'Back-orders filled and cancelled' });
  await expect(record).toContainText(`3 × ${product.name} filled from stock`);

  const mail = await lastMailTo(account.emailAddress, `commande ${orderNumber}`);
  expect(mail).toContain(`Les articles en rupture de votre commande ${orderNumber} arrivent`);
  expect(mail).toContain(`3 × Rose du magasin ${product.sku}`);
});
