import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { aDayOfItsOwn, createStockedProduct, writtenOut } from '../support/shop';

// server/src/seed/demo-customers.ts: the demo customer's business.
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/** The text of a downloaded PDF as poppler reads it. */
async function pdfText(download: Promise<Download>): Promise<string> {
  const file = await (await download).path();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: fs.readFileSync(file) }).toString('utf8');
}

const downloadOf = (page: Page, name: string) => {
  const download = page.waitForEvent('download');
  return { click: () => page.getByRole('link', { name }).click(), download };
};

test.describe('pick list', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('staff open the pick list of a date, read a row, and download it and the packing slips', async ({
    page,
    request,
  }) => {
    // The API set-up goes through the test's own request context: a sign-in through the page's
    // (one cookie jar) ends the page's session (one browser, one session) and sent it to /login.
    // 3 in stock, 5 asked: 2 short, on back-order.
    const product = await createStockedProduct(request, { prefix: 'PICK', stock: 3 });
    const found = await request.get(`/api/customers?search=${encodeURIComponent(DEMO_BUSINESS)}`);
    const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
    // A day of its own, weeks ahead (the demo's orders are in the coming days).
    const date = aDayOfItsOwn();
    const created = await request.post('/api/Orders', {
      data: {
        customer_id: customerId,
        delivery_method: 'delivery',
        delivery_zone: 'ville-saint-laurent',
        delivery_date: date,
        po_number: 'PO-E2E-PICK',
        lines: [{ product_id: product.id, quantity: 5 }],
        credit_override_reason: 'e2e: regular customer',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = ((await created.json()) as { data: { order: { id: number; number: string } } }).data.order;

    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Pick list' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
    await page.getByLabel('Delivery date').fill(date);
    await page.getByRole('combobox', { name: 'Orders' }).selectOption({ label: 'Ville Saint-Laurent' });
    await expect(page).toHaveURL(/scope=ville-saint-laurent/);

    const table = page.getByRole('table', { name: `Products to pick for ${writtenOut(date)}` });
    await expect(table.getByRole('rowheader', { name: 'Roses' })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: product.name });
    // The first cell holds the row's "Picked" box (issue 34, item 9), then ordered, in stock, short.
    await expect(row.getByRole('cell')).toHaveText(['', '5', '3', '2']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // At 360 px the list still reads without the page scrolling sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(row.getByRole('cell')).toHaveText(['', '5', '3', '2']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Printed, only the list shows: not the site's navigation, the filters or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Back-office sections' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Orders' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    // The PDF in the staff member's language: the product, what to pick, on hand and short.
    const list = downloadOf(page, 'Download the PDF');
    await list.click();
    const listText = await pdfText(list.download);
    expect(listText).toContain('Pick list');
    expect(listText).toContain(writtenOut(date));
    expect(listText).toMatch(new RegExp(`${product.name}.*\\s5\\s+3\\s+2`));

    // Every packing slip of the date and zone in one file: bilingual, no prices.
    const slips = downloadOf(page, 'All packing slips (PDF)');
    await slips.click();
    const slipText = await pdfText(slips.download);
    // Bilingual documents set French's space before the colon (issue 34, item 8).
    expect(slipText).toMatch(new RegExp(`Commande / Order\\s: ${order.number}`));
    expect(slipText).toContain('PO-E2E-PICK');
    expect(slipText).toContain(DEMO_BUSINESS);
    expect(slipText).toContain(product.sku);
    expect(slipText).not.toContain('$');
  });
});
