import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// Buying from farms (issue 37, item 1): the owner keeps the suppliers and the products each one
// sells the shop. Each test makes a supplier of its own.

const uniqueName = (base: string) => `${base} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

test('the owner adds a supplier from the menu, finds it, and links a product with its box and cost', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'E2E-SUP', stock: 1 });
  const name = uniqueName('Rosas del Valle');
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await page.getByRole('link', { name: 'New supplier' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Country').selectOption('EC');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('Lead time (days)').fill('4');
  await page.getByLabel('E-mail').fill('ventas@rosas.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier added.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('combobox', { name: 'Add a product' }).fill(product.sku);
  await page.getByRole('option', { name: new RegExp(product.sku) }).click();
  await page.getByLabel("Supplier's code").fill('RV-50');
  await page.getByLabel('Units per box').fill('250');
  await page.getByLabel('Last cost per unit (USD)').fill('0.42');
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByText('Product linked to the supplier.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: product.sku });
  await expect(row).toContainText('RV-50');
  await expect(row).toContainText('250');
  await expect(row).toContainText('0.42 USD');

  await page.getByRole('link', { name: 'Suppliers' }).first().click();
  await page.getByRole('searchbox').fill(name.slice(0, 24));
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ecuador');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('in French, a supplier of Quebec is kept in French; the list never scrolls sideways', async ({ page }) => {
    const name = uniqueName('Ferme Érable');
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/fr');
    await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
    await page.goto('/fr/admin/suppliers/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau fournisseur' })).toBeVisible();
    await page.getByLabel('Nom').fill(name);
    await page.getByLabel('Pays').selectOption('CA');
    await page.getByLabel('Province').fill('qc');
    await page.getByLabel('Devise').selectOption('CAD');
    await page.getByLabel('Courriel').fill('bonjour@ferme.example');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Fournisseur ajouté.')).toBeVisible();
    await page.goto(`/fr/admin/suppliers?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Canada (QC)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A mistake is named beside its field.
    await page.goto('/fr/admin/suppliers/create');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByLabel('Nom')).toBeFocused();
  });
});
