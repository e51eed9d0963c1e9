import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { draftPurchaseOrder } from '../support/purchasing';
import { createStockedProduct } from '../support/shop';

// Landed cost (issue 37 item 5; decision 062): on a received USD purchase order's page, in French
// at 360 px, the rate of the day is typed and a freight charge added from the keyboard; the
// received line's landed cost per unit follows.

test.use({ viewport: { width: 360, height: 740 } });

test('the charges of a received order give its landed cost per unit, in French at 360 px', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'E2E-LC', stock: 1 });
  const order = await draftPurchaseOrder(request, product, { name: 'Finca LC', country: 'EC', unitCostCents: 100 });
  expect((await request.post(`/api/purchase-orders/${order.id}/send`, { data: {} })).status()).toBe(200);
  const received = await request.post(`/api/purchase-orders/${order.id}/receive`, {
    data: { lines: [{ line_id: order.lines[0]!.id, units: 20 }] },
  });
  expect(received.status(), await received.text()).toBe(200);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/fr');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
  await page.goto(`/fr/admin/purchase-orders/view/${order.id}`);
  const section = page.getByRole('region', { name: 'Frais', exact: true });
  await expect(section).toBeVisible();
  const landedRow = section.getByRole('table').last().getByRole('row').last();
  await expect(section.getByText('—').first()).toBeVisible();

  await section.getByRole('textbox', { name: 'Taux de change (CAD pour 1\u00a0USD)' }).fill('1,35');
  await section.getByRole('button', { name: 'Enregistrer le taux' }).click();
  await expect(page.getByText('Taux de change enregistré. Le coût d’aucune vente n’a changé.')).toBeVisible();
  await expect(landedRow).toContainText('1,3500\u00a0CAD');

  await section.getByRole('combobox', { name: 'Type' }).selectOption('freight');
  await section.getByRole('textbox', { name: 'Montant (CAD)' }).fill('40,00');
  await section.getByRole('textbox', { name: 'Numéro de facture' }).fill('AWB-074-5566');
  await section.getByRole('combobox', { name: 'Répartition' }).selectOption('boxes');
  await section.getByRole('textbox', { name: 'Numéro de facture' }).press('Enter');
  await expect(page.getByText('Frais ajoutés. Le coût d’aucune vente n’a changé.')).toBeVisible();
  // 1.00 USD × 1.35 + 40.00 $ ÷ 20 units = 3.35 $ per unit.
  await expect(landedRow).toContainText('3,3500\u00a0CAD');
  await expect(section.getByRole('row').filter({ hasText: 'AWB-074-5566' })).toContainText('40,00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Supprimer Transport' }).click();
  await expect(page.getByText('Frais supprimés. Le coût d’aucune vente n’a changé.')).toBeVisible();
  await expect(landedRow).toContainText('1,3500\u00a0CAD');
});
