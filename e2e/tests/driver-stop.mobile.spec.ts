import type { APIRequestContext } from '@playwright/test';
import { signInThroughPage, signOut, staffMember } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { aDayOfItsOwn, createStockedProduct } from '../support/shop';

// A phone journey (touch, 360 px, a phone's service worker): the mobile project runs it.
test.skip(({ isMobile }) => !isMobile, 'a phone journey, run by the mobile project');

// server/src/seed/demo-customers.ts: the demo customer's business.
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

interface Order {
  id: number;
  number: string;
  balance_due_cents: number;
}

const orderOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/Orders/${id}`)).json()) as { data: { order: Order } }).data.order;

/**
 * Issue 34, item 9, on a phone: the driver's page has a header with who is signed in and Log
 * Out; a stop shows its products with their quantities, the order's notes and what to collect;
 * a cheque taken at the door becomes a payment on the order's invoice.
 */
test('a driver reads what a stop brings and records a cheque taken at the door', async ({ page, request }) => {
  // A name of its own: the test may run again on the same server (the drivers' list keeps them).
  const name = `Dany Chauffeur ${Date.now() % 1_000_000}`;
  const driver = await staffMember(request, ['driver'], name);
  // `request` is the owner's from here on.
  const product = await createStockedProduct(request, { prefix: 'DOOR', stock: 10 });
  const found = await request.get(`/api/customers?search=${encodeURIComponent(DEMO_BUSINESS)}`);
  const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
  const date = aDayOfItsOwn();
  const created = await request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: date,
      notes: 'Sonnez à la porte arrière',
      lines: [{ product_id: product.id, quantity: 3 }],
      credit_override_reason: 'e2e: regular customer',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = ((await created.json()) as { data: { order: Order } }).data.order;
  const due = (await orderOf(request, order.id)).balance_due_cents;
  expect(due).toBeGreaterThan(500);
  const runs = await request.post('/api/deliveries/runs', { data: { date } });
  expect(runs.status(), await runs.text()).toBe(200);
  const run = ((await runs.json()) as { data: { runs: { id: number }[] } }).data.runs[0]!;
  const drivers = (await (await request.get('/api/staff/drivers')).json()) as {
    data: { drivers: { id: number; name: string }[] };
  };
  const driverId = drivers.data.drivers.find((d) => d.name === name)!.id;
  expect((await request.put(`/api/deliveries/runs/${run.id}`, { data: { driver_user_id: driverId } })).status()).toBe(
    200,
  );

  await signInThroughPage(page, driver.email, driver.password);
  await expect(page).toHaveURL(/\/driver$/);
  await page.goto(`/driver?date=${date}`);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(name);
  await expect(banner.getByRole('button', { name: 'Log Out' })).toBeVisible();

  const stop = page.locator(`[data-stop="${order.id}"]`);
  const products = stop.getByRole('list', { name: `Products of ${order.number}` });
  await expect(products.getByRole('listitem')).toHaveText([`3${product.name} · bunch of 25`]);
  await expect(stop.getByText('Sonnez à la porte arrière')).toBeVisible();
  // Due on receipt, the invoice is collected at the door; on terms, it is on the account.
  await expect(stop.getByText(/^(To collect: \$[\d,]+\.\d\d|On the customer’s account .*)$/)).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const payment = stop.getByRole('form', { name: 'Payment taken at the door' });
  await payment.getByLabel('Cheque').check();
  await payment.getByLabel('Amount').fill('5.00');
  await payment.getByLabel('Cheque number').fill('CHQ-77');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('Payment recorded on the order’s invoice.')).toBeVisible();
  await expect.poll(async () => (await orderOf(request, order.id)).balance_due_cents).toBe(due - 500);

  await signOut(page);
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/login/);
});
