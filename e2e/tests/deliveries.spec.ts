import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { addDays, earliestDeliveryDate } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';
import { createStockedProduct, DEMO_CUSTOMER, signInAsDemoCustomer } from '../support/shop';

// server/src/seed/demo-customers.ts: the demo customer's business.
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

async function demoCustomerId(request: APIRequestContext): Promise<number> {
  const found = await request.get(`/api/customers?search=${encodeURIComponent(DEMO_BUSINESS)}`);
  return ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
}

test('staff build runs in two zones, reorder stops, print a run sheet; at 360 px the driver delivers with a signature', async ({
  page,
}) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const request = page.request;
  const product = await createStockedProduct(request, { prefix: 'RUN', stock: 20 });
  const customerId = await demoCustomerId(request);
  // A day of its own, weeks ahead (the demo's orders are in the coming days).
  const date = addDays(earliestDeliveryDate(new Date()), 30 + Math.floor(Math.random() * 200));
  const orders: { id: number; number: string }[] = [];
  for (const zone of ['montreal-laval', 'montreal-laval', 'ville-saint-laurent']) {
    const created = await request.post('/api/Orders', {
      data: {
        customer_id: customerId,
        delivery_method: 'delivery',
        delivery_zone: zone,
        delivery_date: date,
        lines: [{ product_id: product.id, quantity: 1 }],
        credit_override_reason: 'e2e: regular customer',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    orders.push(((await created.json()) as { data: { order: { id: number; number: string } } }).data.order);
  }

  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Deliveries' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await page.getByLabel('Delivery date').fill(date);
  await page.getByRole('button', { name: /Build runs by zone \(3 orders/ }).click();
  await expect(page.getByText('2 run(s) created.')).toBeVisible();
  const laval = page.getByRole('article', { name: 'Greater Montreal and Laval' });
  await expect(laval.locator('[data-stop]')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Ville Saint-Laurent' }).locator('[data-stop]')).toHaveCount(1);

  // The second stop moves up by keyboard; the move is announced.
  await laval.getByRole('button', { name: `Move ${orders[1]!.number} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Stop moved to position 1/).first()).toBeAttached();
  await expect(laval.locator('[data-stop]').first()).toHaveAttribute('data-stop', String(orders[1]!.id));

  const download = page.waitForEvent('download');
  await laval.getByRole('link', { name: 'Run sheet (PDF)' }).click();
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: fs.readFileSync(await (await download).path()),
  }).toString('utf8');
  expect(text).toContain('Run sheet');
  expect(text).toContain(date);
  expect(text.indexOf(orders[1]!.number)).toBeLessThan(text.indexOf(orders[0]!.number));

  // The driver, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/driver?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Run' }).selectOption({ label: 'Greater Montreal and Laval' });
  const stop = page.locator(`[data-stop="${orders[1]!.id}"]`);
  await expect(stop.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(stop.getByRole('link', { name: 'Map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  // Leaving with the run tells its customers their order is on its way.
  await page.getByRole('button', { name: 'Leave with this run' }).click();
  await expect(page.getByText(/^On the road since /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave with this run' })).toHaveCount(0);
  await lastMailTo(DEMO_CUSTOMER.email, `Your order ${orders[1]!.number} has left the warehouse`);
  // Without a signature the server refuses and says why.
  await stop.getByLabel('Received by (name)').fill('Marie Roy');
  await stop.getByRole('button', { name: 'Delivered' }).click();
  await expect(page.getByText('Ask the recipient to sign on the screen.')).toBeVisible();
  const canvas = stop.getByRole('img', { name: /signature/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 5 });
  await page.mouse.move(box.x + 200, box.y + 30, { steps: 5 });
  await page.mouse.up();
  await stop.getByRole('button', { name: 'Delivered' }).click();
  await expect(page.getByText('Delivered: the customer is told by e-mail.')).toBeVisible();
  await expect(stop.getByText('Delivered', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Staff see the drawn signature on the order (a private image, loaded).
  await page.goto(`/admin/tickets/view/${orders[1]!.id}`);
  const signed = page.getByRole('img', { name: /^Signature of the recipient, delivered / });
  await expect(signed).toBeVisible();
  await expect.poll(() => signed.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // The customer sees the order delivered.
  await page.context().clearCookies();
  await signInAsDemoCustomer(page);
  await page.goto(`/customer/tickets/view/${orders[1]!.id}`);
  await expect(page.getByText('Delivered').first()).toBeVisible();
});
