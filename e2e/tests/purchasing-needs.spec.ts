import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// What to buy (issue 37 item 2): a product under its minimum stock is listed under its supplier,
// in boxes; chosen, it becomes a draft purchase order to that supplier in one action.

test('what to buy: a need chosen becomes a draft purchase order to its supplier', async ({ page, request }) => {
  const product = await createStockedProduct(request, { prefix: 'E2E-NEED', stock: 5 });
  const supplier = await request.post('/api/suppliers', {
    data: {
      name: `Finca Needs ${Date.now()}`,
      country: 'CO',
      currency: 'USD',
      email: 'needs@example.com',
      lead_time_days: 3,
    },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierId = ((await supplier.json()) as { data: { supplier: { id: number } } }).data.supplier.id;
  const link = await request.put(`/api/suppliers/${supplierId}/products/${product.id}`, {
    data: { units_per_box: 10, last_cost_cents: 50 },
  });
  expect(link.status(), await link.text()).toBe(200);
  const minimum = await request.put(`/api/purchasing/minimums/${product.id}`, { data: { min_units: 35 } });
  expect(minimum.status(), await minimum.text()).toBe(200);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto(`/admin/purchasing?arrival=2027-03-01&supplier=${supplierId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'What to buy' })).toBeVisible();
  const row = page.getByTestId(`need-${product.sku}`);
  // 35 minimum − 5 on hand = 30: three boxes of 10.
  await expect(row).toContainText('30 bunch');
  const boxes = page.getByRole('textbox', { name: `Boxes of ${product.sku}`, exact: false });
  await expect(boxes).toHaveValue('3');
  await page.getByRole('checkbox', { name: new RegExp(`^Choose ${product.sku}`) }).check();
  await expect(page.getByText('1 line chosen')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Draft one purchase order per supplier' }).click();
  const drafted = page.getByRole('status').getByRole('link', { name: /^PO-\d+ — Finca Needs/ });
  await expect(drafted).toBeVisible();
  // Drafted, it is on order: nothing is left to buy from this supplier.
  await expect(page.getByText('Nothing to buy for this arrival.')).toBeVisible();
  await drafted.click();
  await expect(page.getByRole('heading', { level: 1, name: /^PO-\d+$/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: product.sku })).toContainText('30');
});
