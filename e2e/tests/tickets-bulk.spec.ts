import type { APIRequestContext } from '@playwright/test';
import { earliestDeliveryDate } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// A customer of our own, so that the list narrowed to them holds only this test's orders.
async function customerWithTwoOrders(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const business = `Bulk Fleurs ${stamp}`;
  const made = await request.post('/api/customers', {
    multipart: {
      businessName: business,
      businessOwnerName: 'Rose Lefebvre',
      emailAddress: `bulk-${stamp}@example.test`,
      neqTaxNumber: `11${String(Date.now()).slice(-8)}`,
      phoneNumber: '514-555-0123',
      address1: '1 rue des Fleurs',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      businessType: 'florist',
      language: 'fr',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customerId = ((await made.json()) as { data: { customer: { id: number } } }).data.customer.id;
  const product = await request.post('/api/products', {
    data: {
      sku: `BLK-${stamp}`,
      name_en: `Peony ${stamp}`,
      name_fr: `Pivoine ${stamp}`,
      category: 'roses',
      unit: 'bunch',
      stems_per_unit: 10,
      price_cents: 1500,
      fresh: true,
      sections: ['all-products'],
      active: true,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { data: { product: { id: number } } }).data.product.id;
  const orders: { id: number; number: string }[] = [];
  for (const quantity of [1, 3]) {
    const res = await request.post('/api/Orders', {
      data: {
        customer_id: customerId,
        delivery_method: 'pickup',
        delivery_date: earliestDeliveryDate(new Date()),
        lines: [{ product_id: productId, quantity, unit_price_cents: 1500 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    orders.push(((await res.json()) as { data: { order: { id: number; number: string } } }).data.order);
  }
  return { customerId, business, orders };
}

test.describe('the staff orders list: a customer’s orders, sorting, selection and bulk actions', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('from the customer page to their orders, sorted, then bulk actions with a result per order', async ({
    page,
  }) => {
    test.slow();
    const { customerId, business, orders } = await customerWithTwoOrders(page.request);
    const [small, large] = orders as [{ id: number; number: string }, { id: number; number: string }];

    // The customer page lists their orders and opens the list narrowed to them.
    await page.goto(`/admin/customers/view/${customerId}`);
    // A first visit loads the page's code and four panels: on a busy machine, more than 7 s.
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible({ timeout: 20_000 });
    const panel = page.getByRole('region', { name: 'Orders' });
    await expect(panel.getByRole('link', { name: small.number })).toBeVisible();
    await expect(panel.getByRole('link', { name: large.number })).toBeVisible();
    await panel.getByRole('link', { name: 'Open in the orders list' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tickets\\?customer_id=${customerId}$`));
    await expect(page.getByTestId('customer-filter')).toContainText(business);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(3);

    // Sorted by total on the server, the sort kept in the address.
    await table.getByRole('button', { name: /Total/ }).click();
    await expect(page).toHaveURL(/sort=total&order=asc/);
    await expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(1)).toContainText(small.number);
    await table.getByRole('button', { name: /Total/ }).click();
    await expect(page).toHaveURL(/sort=total&order=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText(large.number);

    // Every order of the page, by keyboard; a move they cannot make fails for each, and says why.
    await table.getByRole('checkbox', { name: 'Select every order of this page' }).press('Space');
    await expect(table.getByRole('checkbox', { name: `Select order ${small.number}` })).toBeChecked();
    const bar = page.getByRole('group', { name: 'Selected orders' });
    await expect(bar).toContainText('2 orders selected');
    await bar.getByLabel('New status').selectOption('pending');
    await bar.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, for 2 orders' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results.getByRole('heading')).toHaveText('Change status: done: 0, not done: 2');
    await expect(results).toContainText(`${large.number}Not done: An order that is confirmed cannot become pending.`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The failed ones stay selected: a legal move then succeeds for both.
    await bar.getByLabel('New status').selectOption('ready');
    await bar.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, for 2 orders' }).click();
    await expect(results.getByRole('heading')).toHaveText('Change status: done: 2, not done: 0');
    await expect(table.getByText('Ready')).toHaveCount(2);

    // Their invoices, in one PDF.
    await table.getByRole('checkbox', { name: `Select order ${small.number}` }).check();
    await table.getByRole('checkbox', { name: `Select order ${large.number}` }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await bar.getByRole('button', { name: 'Print invoices' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, for 2 orders' }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe('factures.pdf');
    await expect(results.getByRole('heading')).toHaveText('Print invoices: done: 2, not done: 0');

    // Their packing slips, in one PDF (one a page).
    await table.getByRole('checkbox', { name: `Select order ${small.number}` }).check();
    await table.getByRole('checkbox', { name: `Select order ${large.number}` }).check();
    const [slips] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await bar.getByRole('button', { name: 'Print packing slips' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, for 2 orders' }).click();
      })(),
    ]);
    expect(slips.suggestedFilename()).toBe('bordereaux.pdf');
    await expect(results.getByRole('heading')).toHaveText('Print packing slips: done: 2, not done: 0');
    await expect(results).toContainText(`${small.number}Done`);

    // At 360 px the page does not scroll sideways: the table scrolls in its own box.
    await table.getByRole('checkbox', { name: `Select order ${small.number}` }).check();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Clearing the customer filter shows every customer's orders again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Show every customer' }).click();
    await expect(page).not.toHaveURL(/customer_id=/);
    await expect(page.getByTestId('customer-filter')).toHaveCount(0);
  });
});
