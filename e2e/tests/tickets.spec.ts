import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { earliestDeliveryDate } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { OUTBOX } from '../support/outbox';

const DEMO_CUSTOMER = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' };
// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/** Two products of our own, in stock, so that the test does not depend on the demo catalogue. */
async function createProducts(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const made = [];
  for (const [sku, name, price_cents] of [
    [`TKA-${stamp}`, `Rose Avalanche ${stamp}`, 2000],
    [`TKB-${stamp}`, `Eucalyptus Baby Blue ${stamp}`, 1250],
  ] as const) {
    const res = await request.post('/api/products', {
      data: {
        sku,
        name_en: name,
        name_fr: name,
        category: 'roses',
        unit: 'bunch',
        stems_per_unit: 25,
        price_cents,
        fresh: true,
        sections: ['all-products'],
        active: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = ((await res.json()) as { data: { product: { id: number } } }).data.product;
    const stock = await request.post('/api/inventory/movements', {
      data: { product_id: id, quantity: 100, reason: 'receipt' },
    });
    expect(stock.status(), await stock.text()).toBeLessThan(300);
    made.push({ id, sku, name });
  }
  return made as [{ id: number; sku: string; name: string }, { id: number; sku: string; name: string }];
}

/** Types a search in a combobox, waits for the option, and picks it with Enter. */
async function pick(page: Page, combobox: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.fill(text);
  await expect(page.getByRole('option', { name: new RegExp(option) })).toBeVisible();
  await box.press('Enter');
}

const invoiceRow = (page: Page) => page.locator('dt', { hasText: /^(Invoice|Credit note) number$/ }).locator('+ dd');

test.describe('staff orders (tickets)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('create an order by keyboard, duplicate it and refund one unit', async ({ page }) => {
    // Three orders through the form, each saved and checked: longer than one screen's test.
    test.slow();
    const [roses, eucalyptus] = await createProducts(page.request);
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await page.getByRole('link', { name: 'New order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

    // Customer by keyboard: their city, usual zone, invoicing and balance show; the zone starts
    // as their usual one and the cursor goes on to the products.
    await pick(page, 'Customer', 'Jardins de Rosemont', DEMO_BUSINESS);
    const customer = page.getByTestId('ticket-customer');
    await expect(customer).toContainText(DEMO_BUSINESS);
    await expect(customer).toContainText('Montréal');
    await expect(customer).toContainText('Usual zoneGreater Montreal and Laval');
    await expect(customer).toContainText('Balance');
    await expect(page.getByLabel('Zone')).toHaveValue('montreal-laval');
    await expect(page.getByRole('combobox', { name: 'Add a product' })).toBeFocused();

    // Lines by keyboard: Enter picks and goes to the quantity, Enter there comes back to the search.
    await pick(page, 'Add a product', roses.sku, roses.name);
    await expect(page.getByLabel(`Quantity of ${roses.name}`)).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Add a product' })).toBeFocused();
    await pick(page, 'Add a product', eucalyptus.sku, eucalyptus.name);
    await expect(page.getByLabel(`Quantity of ${eucalyptus.name}`)).toBeFocused();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');

    // 3 × 20.00 + 2 × 12.50 = 85.00, fee 22.00: GST 5.35, QST 10.67, total 123.02.
    const totals = page.getByTestId('order-totals');
    await expect(totals).toContainText('$85.00');
    await expect(totals).toContainText('$22.00');
    await expect(totals).toContainText('$5.35');
    await expect(totals).toContainText('$10.67');
    await expect(totals).toContainText('$123.02');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save order' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Order created.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.getByText('Confirmed')).toBeVisible();
    await expect(invoiceRow(page)).not.toHaveText('Not invoiced yet');
    await expect(page.getByTestId('order-totals')).toContainText('$123.02');
    const firstUrl = page.url();
    const firstTitle = await heading.textContent();
    // Checked once the toast has gone: axe would catch it mid-fade, its colours half-transparent.
    await expect(page.getByRole('status').filter({ hasText: 'Order created.' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Duplicate: a new order, same customer, lines and delivery.
    await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Duplicate order');
    await expect(page.getByLabel(`Quantity of ${roses.name}`)).toHaveValue('3');
    await expect(page.getByLabel('Zone')).toHaveValue('montreal-laval');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order created.' })).toBeVisible();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    await expect(heading).not.toHaveText(firstTitle ?? '');
    const lines = page.getByRole('table');
    await expect(lines.getByRole('row').filter({ hasText: roses.name })).toContainText('3');
    await expect(lines.getByRole('row').filter({ hasText: eucalyptus.name })).toContainText('2');
    await expect(page.getByTestId('order-totals')).toContainText('$123.02');

    // Refund one rose of the first order: a credit note, negative, at the price paid, no fee.
    await page.goto(firstUrl);
    await page.getByRole('link', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Refund order');
    // Nothing is credited until staff say what came back.
    await expect(page.getByLabel(`Quantity of ${eucalyptus.name}`)).toHaveValue('0');
    await page.getByLabel(`Quantity of ${roses.name}`).fill('1');
    await expect(page.getByLabel(`Unit price of ${roses.name}`)).toHaveAttribute('readonly', '');
    // 20.00 + GST 1.00 + QST 2.00 (1.995 half-up), credited.
    await expect(page.getByTestId('order-totals')).toContainText('-$23.00');
    await page.getByRole('button', { name: 'Create credit note' }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/view\/\d+$/);
    await expect(heading).toContainText('Credit note');
    await expect(page.getByTestId('order-totals')).toContainText('-$23.00');
    await expect(page.getByRole('link', { name: 'Open the original order' })).toHaveAttribute(
      'href',
      new URL(firstUrl).pathname,
    );
    // A credit note is a document: no "Mark ready", no confirmation e-mail; the credit note's own words.
    const actions = page.getByRole('group', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'E-mail the credit note' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /Mark ready|confirmation/ })).toHaveCount(0);
    // The original order links its credit note.
    const creditUrl = new URL(page.url()).pathname;
    await page.goto(firstUrl);
    await expect(page.getByRole('link', { name: /^Credit note / })).toHaveAttribute('href', creditUrl);
  });

  test('confirm a pending web order, download its invoice and e-mail it', async ({ page, request }) => {
    const [roses] = await createProducts(page.request);
    // The customer places a web order in a session of their own (the `request` fixture).
    const login = await request.post('/api/auth/login', { data: DEMO_CUSTOMER });
    expect(login.status()).toBe(200);
    const placed = await request.post('/api/Customer/Orders', {
      data: {
        delivery_method: 'pickup',
        delivery_date: earliestDeliveryDate(new Date()),
        lines: [{ product_id: roses.id, quantity: 2 }],
        agreed_disclaimer: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { number } = ((await placed.json()) as { data: { order: { number: string } } }).data.order;

    // Staff find it among the pending orders and confirm it: it gets its invoice number.
    await page.goto('/admin/tickets');
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DEMO_BUSINESS);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Confirmed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark ready' })).toBeVisible();
    const invoiceNumber = (await invoiceRow(page).textContent())?.trim() ?? '';
    expect(invoiceNumber).not.toBe('Not invoiced yet');

    // The PDF: its text names the invoice and the total (2 × 20.00 = 40.00 + taxes = 45.99).
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-', '-'], { input: fs.readFileSync(file) }).toString('utf8');
    expect(text).toContain(invoiceNumber);
    expect(text).toMatch(/45[.,]99/);

    // The demo customer is invoiced per order: the first confirmation e-mails the invoice itself
    // (through the outbox, so it is waited for before counting).
    await expect.poll(() => mailsTo(DEMO_CUSTOMER.email, invoiceNumber).length, { timeout: 10_000 }).toBe(1);

    // E-mail the invoice again: a new message to the customer, the PDF attached.
    const mailsBefore = mailsTo(DEMO_CUSTOMER.email, invoiceNumber).length;
    await page.getByRole('button', { name: 'E-mail the invoice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail sent to the customer.' })).toBeVisible();
    await expect
      .poll(() => mailsTo(DEMO_CUSTOMER.email, invoiceNumber).length, { timeout: 10_000 })
      .toBe(mailsBefore + 1);
    const mail = mailsTo(DEMO_CUSTOMER.email, invoiceNumber).at(-1) ?? '';
    expect(mail).toMatch(/application\/pdf/);
  });
});

test('the orders screens fit a 360 px phone: only tables scroll, in their box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  // One order of our own, so that the list and the view have something to show.
  const [roses] = await createProducts(page.request);
  const found = await page.request.get(`/api/customers?search=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
  const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]?.id;
  const created = await page.request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'delivery',
      delivery_zone: 'north-south-shore',
      delivery_date: earliestDeliveryDate(new Date()),
      lines: [{ product_id: roses.id, quantity: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { number } = ((await created.json()) as { data: { order: { number: string } } }).data.order;
  await page.goto('/fr/admin/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByTestId('order-totals')).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto('/fr/admin/tickets/create');
  await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
  expect(await fits()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** The outbox messages to an address that carry a PDF naming the invoice, oldest first. */
function mailsTo(address: string, invoiceNumber: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .sort()
    .map((file) => fs.readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter(
      (text) =>
        new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) &&
        /application\/pdf/.test(text) &&
        text.includes(invoiceNumber),
    );
}
