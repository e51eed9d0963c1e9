import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';
import { aDayOfItsOwn, createStockedProduct, DEMO_CUSTOMER, signInAsDemoCustomer, writtenOut } from '../support/shop';

// server/src/seed/demo-customers.ts: the demo customer's business.
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

async function demoCustomerId(request: APIRequestContext): Promise<number> {
  const found = await request.get(`/api/customers?search=${encodeURIComponent(DEMO_BUSINESS)}`);
  return ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
}

/** A real PNG of width × height (a gradient), made here: the driver's "camera" in the tests below. */
function pngPicture(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([x % 256, y % 256, 120], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('staff build runs in two zones, reorder stops, print a run sheet; at 360 px the driver delivers with a signature', async ({
  page,
  request,
}) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  // The API set-up goes through the test's own request context: a sign-in through the page's
  // (one cookie jar) ends the page's session (one browser, one session) and sent it to /login.
  const product = await createStockedProduct(request, { prefix: 'RUN', stock: 20 });
  const customerId = await demoCustomerId(request);
  // A day of its own, weeks ahead (the demo's orders are in the coming days).
  const date = aDayOfItsOwn();
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
  await expect(page.getByText('2 runs created.')).toBeVisible();
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
  // A document's own date is written out (issue 34, item 8): "November 30, 2036".
  expect(text).toContain(`Date: ${writtenOut(date)}`);
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
  await expect(page.getByText(/^A signature or a photo is required: ask the recipient to sign/)).toBeVisible();
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

test.describe('in a dead zone', () => {
  // The phone's request that cannot leave is logged by the browser: expected here.
  test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });

  test('at 360 px the driver delivers a stop with a photo instead of a signature, from a dead zone; staff see the photo', async ({
    page,
    request,
  }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
    // The API set-up goes through the test's own request context: a sign-in through the page's
    // (one cookie jar) ends the page's session (one browser, one session) and sent it to /login.
    const product = await createStockedProduct(request, { prefix: 'PHO', stock: 5 });
    const date = aDayOfItsOwn();
    const created = await request.post('/api/Orders', {
      data: {
        customer_id: await demoCustomerId(request),
        delivery_method: 'delivery',
        delivery_zone: 'north-south-shore',
        delivery_date: date,
        lines: [{ product_id: product.id, quantity: 1 }],
        credit_override_reason: 'e2e: regular customer',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = ((await created.json()) as { data: { order: { id: number; number: string } } }).data.order;
    expect((await request.post('/api/deliveries/runs', { data: { date } })).status()).toBe(200);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/driver?date=${date}`);
    // Another test's run may share the date: pick the one of this zone.
    await page.getByRole('combobox', { name: 'Run' }).selectOption({ label: 'North and South Shore' });
    const stop = page.locator(`[data-stop="${order.id}"]`);
    await stop.getByLabel('Received by (name)').fill('Zoé Photo');
    const take = stop.getByLabel('Take a photo instead');

    // A file that is not a picture: said at once, nothing sent.
    await take.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(stop.getByRole('alert')).toHaveText(/^This file is not a picture/);

    // A picture larger than the phone sends: shrunk to 1600 px as a JPEG, previewed in place of the pad.
    await take.setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngPicture(2000, 1000) });
    const preview = stop.getByRole('img', { name: 'Photo of the delivery, to be sent' });
    await expect(preview).toBeVisible();
    await expect(stop.getByRole('alert')).toHaveCount(0);
    await expect(stop.getByRole('img', { name: /signature/ })).toHaveCount(0);
    expect(
      await preview.evaluate((img) => {
        const i = img as HTMLImageElement;
        return [i.src.slice(0, 23), i.naturalWidth, i.naturalHeight];
      }),
    ).toEqual(['data:image/jpeg;base64,', 1600, 800]);
    // Remove brings the signature pad back; the photo is taken again.
    await stop.getByRole('button', { name: 'Remove the photo' }).click();
    await expect(stop.getByRole('img', { name: /signature/ })).toBeVisible();
    await take.setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngPicture(2000, 1000) });
    await expect(preview).toBeVisible();

    // In a dead zone: the delivery is kept on the phone, and sent once the connection is back.
    await page.context().setOffline(true);
    await stop.getByRole('button', { name: 'Delivered' }).click();
    await expect(stop.getByText(/^Recorded on this phone at .+, waiting to be sent\.$/)).toBeVisible();
    await expect(page.getByText('1 stop waits on this phone to be sent.')).toBeVisible();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/delivered'));
    await page.context().setOffline(false);
    await expect(page.getByText('1 stop recorded without a connection was sent.')).toBeVisible();
    await expect(page.getByText(/waits on this phone/)).toHaveCount(0);
    const body = (await sent).postDataJSON() as { photo?: string; signature?: string };
    expect(body.signature).toBeUndefined();
    expect(body.photo).toMatch(/^data:image\/jpeg;base64,/);
    await expect(stop.getByText('Delivered', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Staff see the photo on the order (a private image, loaded).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/tickets/view/${order.id}`);
    await expect(page.getByText('Proof of delivery', { exact: true })).toBeVisible();
    const photo = page.getByRole('img', {
      name: /^Photo taken by the driver as proof of delivery, received by Zoé Photo, delivered /,
    });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1024);
  });
});
