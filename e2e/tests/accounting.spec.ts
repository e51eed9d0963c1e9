import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** The files of a ZIP the export wrote (deflated entries, sizes in the local headers), by name. */
function unzip(file: string): Map<string, string> {
  const zip = fs.readFileSync(file);
  const files = new Map<string, string>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    files.set(name, inflateRawSync(zip.subarray(start, start + size)).toString('utf8'));
    at = start + size;
  }
  return files;
}

const cents = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0);

// The books to the accountant (issue 39 item 4): the export of a period in a chosen format,
// its progress, and the accounts it posts to; both languages, a 360 px phone.
test.describe('books to the accountant', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('exports a year of books as a journal that balances, showing its progress', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Books' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Books for the accountant' })).toBeVisible();
    const to = new Date().toISOString().slice(0, 10);
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByLabel('Format').selectOption('journal');

    // The answer waits until the progress is seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/accounting\/export\?/, async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the books' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preparing the files' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Downloading…' })).toBeDisabled();
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`books-${from}-${to}-journal.zip`);
    await expect(page.getByRole('button', { name: 'Download the books' })).toBeEnabled();

    const files = unzip(await file.path());
    expect([...files.keys()]).toEqual(['journal-sales.csv', 'journal-receipts.csv', 'journal-allocations.csv']);
    const sales = files.get('journal-sales.csv')!.split('\r\n').filter(Boolean);
    // UTF-8 with a byte order mark: a spreadsheet reads its accents right (decision 051).
    expect(sales[0]).toBe('\uFEFFdate,document,account,debit,credit,memo');
    expect(sales.length).toBeGreaterThan(1);
    // date,document,account,debit,credit: the five first fields never hold a comma.
    const [debits, credits] = sales.slice(1).reduce(
      ([d, c], line) => {
        const fields = line.split(',');
        return [d + cents(fields[3]), c + cents(fields[4])];
      },
      [0, 0],
    );
    expect(debits).toBe(credits);
  });

  test('keeps the accounts the owner sets', async ({ page }) => {
    await page.goto('/en/admin/accounting');
    const gst = page.getByRole('group', { name: 'GST payable' });
    const number = gst.getByLabel('Number');
    await expect(number).not.toHaveValue('');
    const before = await number.inputValue();
    const next = before === '2311' ? '2312' : '2311';
    await number.fill(next);
    await page.getByRole('button', { name: 'Save the accounts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The accounts are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'GST payable' }).getByLabel('Number')).toHaveValue(next);

    await page.getByRole('group', { name: 'GST payable' }).getByLabel('Number').fill('GST');
    await page.getByRole('button', { name: 'Save the accounts' }).click();
    await expect(page.getByRole('group', { name: 'GST payable' }).getByText('Number is invalid.')).toBeVisible();
  });

  test('fits a 360 px phone in French, and refuses a reversed period before asking', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/admin/accounting');
    await expect(page.getByRole('heading', { level: 1, name: 'Livres pour le comptable' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'TVQ à payer' })).toBeVisible();
    await page.getByLabel('Du', { exact: true }).fill('2026-03-10');
    await page.getByLabel('Au', { exact: true }).fill('2026-03-01');
    await expect(
      page.getByRole('alert').filter({ hasText: 'La première date ne doit pas suivre la seconde.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger les livres' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
