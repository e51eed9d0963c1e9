import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { addDays, montrealTime } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { DEMO_CUSTOMER, signInAsDemoCustomer } from '../support/shop';

// The demo customer's account (server/src/seed/demo-account.ts): invoices from the demo orders,
// a credit note, and payments, two of them taken in house today.
const nav = (page: Page) => page.getByRole('navigation', { name: 'My account sections' });

/** "$1,234.56" or "-$12.00" as cents. */
const cents = (text: string | null) => {
  const value = Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${text}`);
  return value;
};

async function pdfTextOf(download: Promise<Download>): Promise<string> {
  const file = await (await download).path();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: fs.readFileSync(file) }).toString('utf8');
}

test.describe("the customer's invoices, credits and payments", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoCustomer(page);
  });

  test('invoices and a credit note with the running balance, and the statement as a PDF', async ({ page }) => {
    await page.goto('/customer');
    await nav(page).getByRole('link', { name: 'Invoices & credits' }).click();
    await expect(page).toHaveURL(/\/customer\/invoice-credit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credits' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Last 3 months', selected: true })).toBeVisible();

    const table = page.getByRole('table', { name: 'Statement of account' });
    const credit = table.getByRole('link', { name: /^Credit note C-\d{6}, PDF$/ }).first();
    await expect(credit).toBeVisible();
    await expect(table.getByRole('link', { name: /^Invoice F-\d{6}, PDF$/ }).first()).toHaveAttribute(
      'href',
      /^\/api\/Orders\/\d+\/documents\/\d+\.pdf$/,
    );
    const creditNumber = (await credit.textContent())!.trim();

    // Newest first: each balance is the one below it plus the entry's amount; the newest is
    // where the account stands today.
    const rows = table.getByTestId('statement-entry');
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    const amounts = await rows.locator('td:nth-child(3)').allTextContents();
    const balances = (await rows.locator('td:nth-child(4)').allTextContents()).map(cents);
    for (let i = 0; i < count - 1; i += 1) expect(balances[i], `row ${i}`).toBe(balances[i + 1]! + cents(amounts[i]!));
    const closing = cents(await page.getByTestId('closing-balance').textContent());
    expect(balances[0]).toBe(closing);
    expect(cents(await page.getByTestId('current-balance').textContent())).toBe(closing);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The whole history opens at zero.
    await page.getByRole('tab', { name: 'Whole history' }).click();
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByTestId('opening-balance')).toHaveText('$0.00');
    await expect(page.getByTestId('closing-balance')).toHaveText(await page.getByTestId('current-balance').innerText());

    const text = await pdfTextOf(
      Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the statement (PDF)' }).click(),
      ]).then(([d]) => d),
    );
    for (const part of [
      'Statement of account',
      'Period: whole history',
      'Opening balance',
      creditNumber,
      'Credit note',
    ])
      expect(text, part).toContain(part);
    expect(text).toMatch(/Closing balance\s+-?\$[\d,]+\.\d\d/);
  });

  test('the payments received, and their PDF', async ({ page }) => {
    await page.goto('/customer/orders');
    await nav(page).getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Payments received' });
    await expect(table.getByRole('row').filter({ hasText: 'INT-4471' })).toContainText('$87.25');
    await expect(table.getByRole('row').filter({ hasText: 'CHQ-2231' })).toContainText('$120.00');
    await expect(table.getByRole('row').filter({ hasText: 'CHQ-2231' })).toContainText('Cheque');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const text = await pdfTextOf(
      Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the payments (PDF)' }).click(),
      ]).then(([d]) => d),
    );
    for (const part of ['Payments received', 'INT-4471', 'CHQ-2231', '$87.25', 'Total received'])
      expect(text, part).toContain(part);

    // In French, the page and its document.
    await page.goto('/fr/customer/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
    const french = await pdfTextOf(
      Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Télécharger les paiements (PDF)' }).click(),
      ]).then(([d]) => d),
    );
    expect(french).toContain('Paiements reçus');
    expect(french).toContain('87,25 $');
  });

  test('on a 360 px phone nothing overflows: the tables keep to the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const path of ['/customer/invoice-credit', '/fr/customer/invoice-credit', '/customer/payments']) {
      await page.goto(path);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await fits(), path).toBe(true);
      // No table scrolls sideways either: three columns fit.
      const tableFits = await page
        .getByRole('table')
        .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth);
      expect(tableFits, path).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('staff record a cash payment at the counter, then count the day in household payments', async ({ page }) => {
  test.slow();
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const found = await page.request.get(`/api/customers?search=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
  const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
  const reference = `E2E-CASH-${Date.now()}`;

  await page.goto(`/admin/customers/view/${customerId}`);
  await page.getByRole('button', { name: 'Receive payment' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive payment' });
  await receive.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await receive.getByLabel('Method').selectOption('cash');
  await expect(receive.getByLabel('Taken')).toHaveValue('counter');
  await receive.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await receive.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();

  await page.goto('/admin/tickets');
  await page.getByRole('button', { name: 'Household payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Household payments' });
  const today = montrealTime(new Date()).date;
  await expect(dialog.getByLabel('Day')).toHaveValue(today);
  const row = dialog.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Les Jardins de Rosemont');
  await expect(row).toContainText('Cash');
  await expect(row).toContainText('At the counter');
  await expect(row).toContainText('Demo Admin');
  await expect(row).toContainText('$12.34');

  // The cash total is the sum of the cash rows of the day.
  const list = dialog.getByRole('table', { name: 'Payments of the day' });
  const cashRows = list.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Cash', exact: true }) });
  const cash = (await cashRows.locator('td:last-child').allTextContents()).reduce((sum, t) => sum + cents(t), 0);
  const totals = dialog.getByTestId('household-totals');
  await expect(totals.getByRole('row', { name: /^Cash/ })).toContainText(
    `$${(cash / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Yesterday, from the demo data: one cash payment at the counter, $45.50.
  await dialog.getByLabel('Day').fill(addDays(today, -1));
  await expect(totals.getByRole('row', { name: /^Cash/ })).toContainText('$45.50');
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('$45.50');

  // Printed, only the count is on paper.
  const behind = page.locator('h1', { hasText: 'Orders' });
  await expect(behind).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(behind).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(totals).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: 'Household payments' })).toBeInViewport();
});
