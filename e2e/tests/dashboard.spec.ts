import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// The owner's dashboard (issue 39): first in the owner's menu, charts with their tables, an
// XLSX per figure, both languages, a 360 px phone.
test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // SPEC's landing page stays the customers list.
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('first in the menu; each figure a chart beside its table, with its list and its XLSX', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Back-office sections' });
    await expect(menu.getByRole('link').first()).toHaveText('Dashboard');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('key-figures')).toContainText('Gross margin');
    await expect(page.getByTestId('key-figures')).toContainText('Not known yet');

    const stock = page.getByRole('region', { name: 'Fresh stock by age' });
    await expect(stock.getByRole('img', { name: 'Fresh stock by age' })).toBeVisible();
    await expect(stock.getByRole('table', { name: 'Fresh stock by age' }).getByRole('row')).toHaveCount(6);

    const download = page.waitForEvent('download');
    await stock.getByRole('link', { name: 'Download Fresh stock by age (XLSX)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^fresh-stock-by-age_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);

    await page.getByRole('tab', { name: 'Today' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a year before' })).toBeVisible();
  });

  test('fits a 360 px phone in French, and reads well to a screen reader', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stock frais par âge' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
