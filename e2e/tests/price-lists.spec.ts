import ExcelJS from 'exceljs';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const DEMO_CLIENT = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' };
const stamp = Date.now();
const title = `Preserved roses ${stamp}`;
const product = `Rose éternelle ${stamp}`;

/** A small workbook as staff would export it: a header, products, and a total by formula. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prices');
  sheet.addRow(['Product', 'Colour', 'Unit', 'Price']);
  sheet.addRow([product, 'Blush', 'box', 64.5]);
  for (let i = 1; i <= 60; i += 1) sheet.addRow([`Preserved rose ${i}`, 'Red', 'box', 40 + i]);
  sheet.addRow(['Box of 6', 'Mixed', 'box', { formula: 'D2*6', result: 387 }]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Both halves run on a 360 px wide screen: staff on a phone too, then a customer.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

test('staff upload and publish an XLSX price list', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  // Below lg the back office's sections are behind a menu button.
  await page.getByRole('button', { name: 'Open the sections' }).click();
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await page.getByRole('link', { name: 'New price list' }).click();
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await page.getByRole('textbox', { name: 'Title (French)' }).fill(`Roses éternelles ${stamp}`);
  await page.getByRole('combobox', { name: 'Section' }).selectOption('preserve-roses');
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption('true');
  await page
    .getByLabel('File', { exact: false })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'preserved-roses.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(),
    });
  await page.getByRole('button', { name: 'New price list' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Price list created.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('62 rows read')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a customer finds a product in the published list on a phone', async ({ page }) => {
  await signInThroughPage(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await expect(page).not.toHaveURL(/\/login/);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Preserve Roses' });
  await expect(footerLink).toHaveAttribute('href', '/price-list?section=preserve-roses');
  await footerLink.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Preserve Roses' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '62 rows' })).toBeVisible();
  await page.getByRole('searchbox', { name: `Search in ${title}` }).fill('eternelle');
  await expect(page.getByRole('status').filter({ hasText: '1 row' })).toBeVisible();
  // On a phone each row is a card with its price in view, as the reader's money.
  const found = page.getByRole('list', { name: title }).getByRole('listitem').filter({ hasText: product });
  await expect(found).toBeVisible();
  // The card scrolled to (the section's live price links come first), its price is on screen too.
  await found.scrollIntoViewIfNeeded();
  await expect(found.getByText('$64.50')).toBeInViewport();
  await expect(found).toContainText('ColourBlush');
  // Beside the uploaded list, the section's current prices from the catalogue, as a PDF download.
  const live = page.getByRole('link', { name: 'Current prices (PDF) (Preserve Roses)' });
  await expect(page.getByRole('link', { name: 'Current prices (Excel) (Preserve Roses)' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), live.click()]);
  expect(download.suggestedFilename()).toMatch(/^current-prices-preserve-roses-\d{4}-\d\d-\d\d\.pdf$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // In French: "64,50 $".
  await page.goto('/fr/price-list?section=preserve-roses');
  const titleFr = `Roses éternelles ${stamp}`;
  await page.getByRole('searchbox', { name: `Rechercher dans ${titleFr}` }).fill('eternelle');
  const card = page.getByRole('list', { name: titleFr }).getByRole('listitem').filter({ hasText: product });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('64,50\u00a0$')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Prix courants (Excel) (Roses préservées)' })).toHaveAttribute(
    'href',
    '/api/pricelists/live/preserve-roses?format=xlsx&lang=fr',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
