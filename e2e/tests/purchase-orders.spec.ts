import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { draftPurchaseOrder } from '../support/purchasing';
import { createStockedProduct } from '../support/shop';

// Buying from farms (issue 37, items 3 and 4): a purchase order sent to its supplier, then
// received on a tablet in the cooler into stock, damaged units apart.

test.use({ viewport: { width: 800, height: 1100 } });

test('a sent purchase order is received on a tablet: what came, less the damaged, enters stock', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'E2E-PO', stock: 1 });
  const order = await draftPurchaseOrder(request, product, { name: 'Finca', country: 'CO', unitCostCents: 95 });

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto(`/admin/purchase-orders/view/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.number })).toBeVisible();
  await page.getByRole('button', { name: 'Send to the supplier' }).click();
  await expect(page.getByText('Purchase order sent to the supplier.')).toBeVisible();
  await page.getByRole('link', { name: 'Receive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Receive ${order.number}` })).toBeVisible();
  const units = page.getByRole('textbox', { name: 'Units received' });
  await expect(units).toHaveValue('20');
  await units.fill('18');
  await page.getByRole('textbox', { name: 'Of which damaged' }).fill('3');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(page.getByText('Received: the stock is updated.')).toBeVisible();
  // The order's lines: the charges section below lists the received lines too.
  const row = page.getByRole('table', { name: 'Lines', exact: true }).getByRole('row').filter({ hasText: product.sku });
  await expect(row).toContainText('18');
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();

  const read = await request.get(`/api/products/${product.id}`);
  expect(((await read.json()) as { data: { product: { on_hand: number } } }).data.product.on_hand).toBe(1 + 15);
});
