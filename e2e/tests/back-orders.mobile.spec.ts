import { decideAsAdmin, DEMO_ADMIN, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStaffPickupOrder, createStockedProduct } from '../support/shop';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px in French, staff cancel a back-order by keyboard and are told of the credit note', async ({
  page,
  request,
}) => {
  const account = await requestAccount(request);
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'E2E-BOM', stock: 1 });
  const order = await createStaffPickupOrder(request, {
    customerId,
    productId: product.id,
    quantity: 3,
    reason: 'e2e',
  });
  const orderNumber = (
    (await (await request.get(`/api/Orders/${order.id}`)).json()) as { data: { order: { number: string } } }
  ).data.order.number;

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/fr');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
  await page.goto(`/fr/admin/back-orders?search=${product.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ruptures' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('2 sur 3');
  // The page itself never scrolls sideways at 360 px (the table scrolls in its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const cancel = row.getByRole('button', {
    name: `Annuler la rupture de Rose du magasin ${product.sku} sur la commande ${orderNumber}`,
  });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Annuler cette rupture ?' });
  await expect(dialog).toContainText('une note de crédit annule sa facture');
  await dialog.getByRole('button', { name: 'Annuler la rupture' }).focus();
  await page.keyboard.press('Enter');
  // The server's French message agrees in number and has a no-break space before ';' (issue 34, item 8).
  await expect(
    page.getByRole('status').filter({ hasText: /2 annulés de la commande\u00a0; note de crédit C-\d+ émise\./ }),
  ).toBeVisible();
  await expect(page.getByText('Aucune rupture en attente.')).toBeVisible();
});
