import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** Reads a downloaded XLSX back: the first sheet's rows as arrays of cell values (index 1 = column A). */
async function readSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(file) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push(row.values as ExcelJS.CellValue[]));
  return { sheet, rows };
}

test.describe('Excel exports', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test("download this month's orders as a real spreadsheet", async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Excel exports' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Excel exports' })).toBeVisible();
    // This month by default.
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(to.slice(0, 7)).toBe(from.slice(0, 7));
    expect(await seriousA11yViolations(page)).toEqual([]);

    const orders = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Orders', exact: true }) });
    const download = page.waitForEvent('download');
    await orders.getByRole('button', { name: 'Download XLSX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders_${from}_${to}.xlsx`);
    await expect(page.getByRole('status').filter({ hasText: `orders_${from}_${to}.xlsx downloaded.` })).toBeVisible();

    const { sheet, rows } = await readSheet(await file.path());
    expect(sheet.name).toBe('Orders');
    const headers = rows[0]!;
    expect(headers.slice(1, 4)).toEqual(['Order', 'Invoice', 'Invoiced on']);
    expect(rows.length).toBeGreaterThan(1);
    const total = headers.indexOf('Total');
    const delivery = headers.indexOf('Delivery date');
    // A real number (dollars) and a real date, within the range.
    const first = rows[1]!;
    expect(typeof first[total]).toBe('number');
    expect(first[total] as number).toBeGreaterThan(0);
    expect(first[delivery]).toBeInstanceOf(Date);
    const day = (first[delivery] as Date).toISOString().slice(0, 10);
    expect(day >= from && day <= to).toBe(true);
  });

  test('headers follow the chosen language; a range too long is refused before asking', async ({ page }) => {
    await page.goto('/fr/admin/export-excel');
    await expect(page.getByRole('heading', { level: 1, name: 'Exports Excel' })).toBeVisible();
    await page.getByLabel('Du', { exact: true }).fill('2020-01-01');
    await expect(page.getByRole('alert')).toHaveText(
      'Un fichier couvre au plus 366 jours : choisissez une période plus courte.',
    );
    await expect(page.getByRole('button', { name: 'Télécharger le XLSX' }).first()).toBeDisabled();

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Du', { exact: true }).fill(`${today.slice(0, 4)}-01-01`);
    await page.getByLabel('En-têtes de colonnes en').selectOption('en');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Paiements', exact: true }) });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger le XLSX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { rows } = await readSheet(await file.path());
    expect(rows[0]!.slice(1, 4)).toEqual(['Payment', 'Received on', 'Customer']);
  });

  test('the screen fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/export-excel');
    await expect(page.getByRole('button', { name: 'Download XLSX' })).toHaveCount(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
