import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// A 1×1 PNG: enough for the server to read, resize and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('staff manage the inventory', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  });

  test('create a product with an image, then receive stock for it from the keyboard', async ({ page }) => {
    const sku = `E2E-${Date.now()}`;
    const name = `Rose Mondial ${sku}`;
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Code').fill(sku);
    await dialog.getByLabel('Category').selectOption('roses');
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (French)').fill(`Rose Mondial blanche ${sku}`);
    await dialog.getByLabel('Colour').selectOption({ label: 'White' });
    await dialog.getByLabel('Length (cm)').fill('60');
    await dialog.getByLabel('Origin').selectOption({ label: 'Ecuador' });
    await dialog.getByLabel('Sold by').selectOption('bunch');
    await dialog.getByLabel('Stems per unit').fill('25');
    await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('31.50');
    await dialog.getByLabel('Image').setInputFiles({ name: 'mondial.png', mimeType: 'image/png', buffer: PNG });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'New product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(sku);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toContainText('0');
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/images\/p\d+-[a-f0-9]+-thumb\.webp$/);
    const image = await page.request.get((await row.locator('img').getAttribute('src'))!);
    expect(image.headers()['content-type']).toBe('image/webp');

    // Receive: type, Enter picks, the quantity takes focus, Enter goes back to the search.
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive stock' });
    const search = receive.getByRole('combobox', { name: 'Add a product' });
    await search.fill(sku);
    await expect(receive.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await search.press('Enter');
    const quantity = receive.getByRole('spinbutton', { name: `Quantity of ${name}` });
    await expect(quantity).toBeFocused();
    await quantity.fill('24');
    await quantity.press('Enter');
    await expect(search).toBeFocused();
    await receive.getByLabel('Note').fill('Truck from Miami');
    await receive.getByRole('button', { name: 'Save the receipt (1)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock received.' })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toContainText('24');

    await row.getByRole('button', { name: `Stock history of ${name}` }).click();
    const history = page.getByRole('dialog', { name: `Stock history: ${name}` });
    await expect(history.getByRole('row').filter({ hasText: 'Receipt' })).toContainText('Truck from Miami');
    await expect(history.getByRole('row').filter({ hasText: 'Receipt' })).toContainText('+24');
  });

  test('adjust stock with a reason; the low-stock filter finds what runs short', async ({ page }) => {
    const sku = `E2E-ADJ-${Date.now()}`;
    const created = await page.request.post('/api/products', {
      data: {
        sku,
        name_en: `Salal ${sku}`,
        name_fr: `Salal ${sku}`,
        category: 'greens',
        unit: 'bunch',
        stems_per_unit: 10,
        price_cents: 650,
        fresh: true,
        sections: ['all-products'],
        active: true,
        low_stock_at: 5,
      },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(sku);
    const row = page.getByRole('row').filter({ hasText: sku });
    await row.getByRole('button', { name: `Adjust the stock of Salal ${sku}` }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust Salal ${sku}` });
    // The quantity takes the focus, and closing gives it back to the button that opened the
    // dialog.
    await expect(adjust.getByLabel('Quantity')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: `Adjust the stock of Salal ${sku}` })).toBeFocused();
    await row.getByRole('button', { name: `Adjust the stock of Salal ${sku}` }).click();
    await adjust.getByLabel('Reason').selectOption('receipt');
    await adjust.getByLabel('Quantity').fill('8');
    await adjust.getByRole('button', { name: 'Record' }).click();
    await expect(row.getByRole('cell').nth(3)).toContainText('8');

    await row.getByRole('button', { name: `Adjust the stock of Salal ${sku}` }).click();
    await adjust.getByLabel('Quantity').fill('-4');
    await adjust.getByRole('button', { name: 'Record' }).click();
    await expect(adjust.getByText('Say why the stock is adjusted.')).toBeVisible();
    await adjust.getByLabel('Note').fill('Wilted');
    await adjust.getByRole('button', { name: 'Record' }).click();
    await expect(row.getByRole('cell').nth(3)).toContainText('4');
    await expect(row.getByText('low stock')).toBeVisible();

    // The filters live in the address: the box is ticked once the navigation is done.
    await page.getByLabel('Low stock only').click();
    await expect(page).toHaveURL(/low=true/);
    await expect(page.getByLabel('Low stock only')).toBeChecked();
    await expect(row).toHaveCount(1);
  });
});
