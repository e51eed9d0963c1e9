import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// The margin report (issue 37 item 6, decision 063): the owner's and the office's, beside the
// dashboard in the menu; a period, by product or supplier, the XLSX of the period; French on a
// 360 px phone.
test.describe('margins', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('from the menu: the period’s totals, by product then supplier, and its XLSX', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Back-office sections' });
    await menu.getByRole('link', { name: 'Margins' }).click();
    await expect(page).toHaveURL(/\/admin\/margins$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Margins' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals of the period' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Orders delivered from' })).toBeVisible();

    await page.getByRole('tab', { name: 'This year' }).click();
    await expect(page).toHaveURL(/period=year/);
    await page.getByRole('tab', { name: 'Supplier' }).click();
    await expect(page).toHaveURL(/by=supplier/);
    await expect(page.getByRole('tab', { name: 'Supplier' })).toHaveAttribute('aria-selected', 'true');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the period (XLSX)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^margin_by-supplier_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('fits a 360 px phone in French, and reads well to a screen reader', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/admin/margins?period=year');
    await expect(page.getByRole('heading', { level: 1, name: 'Marges' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totaux de la période' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
