import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { catalogueFile, catalogueRow as product, createBoxedRose } from '../support/catalogue';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test.describe('staff import the catalogue from a spreadsheet', () => {
  test('download it, upload it edited, read the preview, apply it', async ({ page }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const kept = `E2E-IMP-${stamp}`;
    const added = `E2E-NEW-${stamp}`;
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
    const packId = await createBoxedRose(page.request, {
      sku: kept,
      name_en: `Import rose ${stamp}`,
      name_fr: `Rose importée ${stamp}`,
    });

    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await page.getByRole('button', { name: 'Import or export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import or export the catalogue' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download the catalogue (XLSX)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d\d-\d\d\.xlsx$/);

    const file = await catalogueFile([
      { ...product(kept, `Import rose ${stamp}`), name_fr: `Rose renommée ${stamp}`, pack_id: packId, pack_price: 75 },
      product(added, `New peony ${stamp}`),
    ]);
    await dialog.getByLabel('Edited catalogue (XLSX or CSV)').setInputFiles({
      name: 'catalogue.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'New: 1 · Changed: 1' })).toContainText(
      'Refused rows: 0',
    );
    await expect(dialog.getByText(`Row 3: ${added} New peony ${stamp} (1 pack)`)).toBeVisible();
    const changed = dialog.getByRole('listitem').filter({ hasText: `Row 2: ${kept}` });
    await expect(changed).toContainText(`name_fr: Rose importée ${stamp} → becomes Rose renommée ${stamp}`);
    await expect(changed).toContainText(`pack ${packId} pack_price: 80 → becomes 75`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 products written.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(added);
    await expect(page.getByRole('row').filter({ hasText: `New peony ${stamp}` })).toHaveCount(1);
  });
});
