import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as http } from '@playwright/test';
import { addDays, earliestDeliveryDate } from '../../contract/src/delivery';
import { decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

/**
 * Issue 40, item 2: a florist makes an API token on their account's page, their own system calls
 * the API with it (a Bearer header, no cookie), and once they revoke it the next call is refused.
 */
test('a florist creates an API token, calls the API with it, revokes it and is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  await signInThroughPage(page, account.emailAddress, account.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/customer');
  await page.getByRole('link', { name: 'Manage the API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const name = `Till ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('checkbox', { name: 'catalog:read' }).check();
  await page.getByRole('button', { name: 'Create the token' }).click();
  await expect(page.getByText('you will not see it again')).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^fwt_/);

  // The florist's own system: no cookie, only the header.
  const system = await http.newContext({ baseURL: baseURL!, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    expect((await system.get('/api/products')).status()).toBe(200);
    // Its scopes only: orders were not given.
    expect((await system.get('/api/customer/claims')).status()).toBe(403);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    const card = page.locator('li', { hasText: name });
    await expect(card).toContainText('catalog:read');
    await card.getByRole('button', { name: `Revoke the token ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(card).toContainText('Revoked');

    expect((await system.get('/api/products')).status()).toBe(401);
  } finally {
    await system.dispose();
  }
});

/**
 * Issue 40, item 3: the florist registers their system's webhook on the same page, an order they
 * place reaches it within seconds, signed with the secret they were shown once, and the delivery
 * log says it was delivered.
 */
test('a florist registers a webhook and their system receives their order, signed', async ({ page, request }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleurs`;
    const account = await requestAccount(request);
    await decideAsAdmin(request, account.emailAddress, true);
    const product = await createStockedProduct(request, { prefix: 'E2E-HOOK', stock: 5 });
    await signInThroughPage(page, account.emailAddress, account.password);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/customer/api-tokens');
    await page.getByRole('textbox', { name: /^Address/ }).fill(url);
    await page.getByRole('checkbox', { name: 'order.created' }).check();
    await page.getByRole('button', { name: 'Register the webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    const placed = await page.request.post('/api/Customer/Orders', {
      data: {
        delivery_method: 'delivery',
        delivery_zone: 'montreal-laval',
        delivery_date: addDays(earliestDeliveryDate(new Date()), 7),
        lines: [{ product_id: product.id, quantity: 1 }],
        agreed_disclaimer: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { order: { id: number } } }).data.order;

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const { headers, body } = received[0]!;
    expect(JSON.parse(body)).toMatchObject({ event: 'order.created', data: { order: { id: order.id } } });
    const [, stamp, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['x-signature']))!;
    expect(mac).toBe(createHmac('sha256', secret).update(`${stamp}.${body}`).digest('hex'));

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('button', { name: 'Delivery log' }).click();
    await expect(page.getByText('Delivered', { exact: true })).toBeVisible();

    // On a 360 px phone the page, its forms and the log fit the screen's width.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Register the webhook' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
