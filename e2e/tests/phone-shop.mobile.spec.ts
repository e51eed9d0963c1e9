import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { decideAsAdmin, requestAccount, signInThroughPage, STRONG_PASSWORD } from '../support/accounts';
import { createStockedProduct } from '../support/shop';

// Issue 17, parts 1 and 2: the florist's phone, early in the morning. The desktop project runs it too.
test.use({ viewport: { width: 360, height: 740 } });

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a florist signs in to the shop, stars a product, adds three from the list, places the order and orders it again', async ({
  page,
  request,
}) => {
  // A florist of the test's own, so that "Order again" shows this test's order first.
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  const prefix = `PHONE${Date.now() % 1e7}`;
  const products = [
    await createStockedProduct(request, { prefix, stock: 20, priceCents: 1000 }),
    await createStockedProduct(request, { prefix, stock: 20, priceCents: 1500 }),
    await createStockedProduct(request, { prefix, stock: 20, priceCents: 2000 }),
  ];

  // Signing in opens the shop (not the marketing home and its "Request an Account").
  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/tickets\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request an Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'List', pressed: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Product Name' }).fill(prefix);
  const region = page.getByRole('region', { name: 'Products' });
  await expect(region.getByRole('article')).toHaveCount(3);
  await expect(region.getByTestId('product-row')).toHaveCount(3);

  // A star, kept on the server: "My usual" shows it.
  const [first, second, third] = products.map((p) => region.getByRole('article', { name: p.name }));
  const star = first!.getByRole('button', { name: `Keep ${products[0]!.name} in my usual` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'My usual', exact: true }).click();
  await expect(region.getByRole('article', { name: products[0]!.name })).toBeVisible();
  await expect(region.getByRole('article', { name: products[1]!.name })).toHaveCount(0);
  await page.getByRole('button', { name: 'All products', exact: true }).click();
  await expect(region.getByRole('article')).toHaveCount(3);

  // Three products, two of each, from the compact list: the button says Added, the bar counts.
  const bar = page.getByTestId('cart-bar');
  for (const [i, row] of [first!, second!, third!].entries()) {
    const name = products[i]!.name;
    await row.getByRole('button', { name: `One more ${name}` }).click();
    await row.getByRole('button', { name: `Add ${name} to the cart` }).click();
    await expect(row.getByRole('button', { name: `Add ${name} to the cart` })).toHaveText('Added');
    await expect(row.getByText('2 in your cart')).toBeVisible();
    await expect(bar).toContainText(`${i + 1} product`);
  }
  await expect(bar).toContainText('3 products · $90.00');
  await expect(
    page.getByRole('status').filter({ hasText: `2 × ${products[2]!.name} added to your cart.` }),
  ).toBeAttached();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The drawer: a labelled dialog, Escape closes it and the focus comes back to the bar.
  const open = page.getByRole('button', { name: /^View cart 3 products/ });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart (3 products)' });
  await expect(drawer.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')).toHaveCount(3);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await drawer.getByRole('button', { name: 'Proceed to Confirm' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pickup at the warehouse' }).check();
  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();

  // The thank-you screen: the number, the date, the totals, what comes next and the ways on.
  await expect(page).toHaveURL(/\/customer\/tickets\/placed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeFocused();
  const placed = page.getByTestId('placed-number');
  await expect(placed).toHaveText(/^Order \d+ is received\.$/);
  const number = /Order (\d+)/.exec((await placed.textContent())!)![1]!;
  await expect(page.getByTestId('order-totals')).toContainText('Subtotal$90.00');
  await expect(page.getByText('Delivery date')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the order' })).toBeVisible();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The order as the florist reads it later: each line's quantity, price and total on the
  // screen, with no sideways scroll to reach them.
  await page.getByRole('link', { name: 'View the order' }).click();
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByRole('row').nth(1)).toContainText(/\d+ × \$\d+\.\d\d.*\$\d+\.\d\d/);
  const widths = await lines.evaluate((table) => [table.scrollWidth, table.parentElement!.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goBack();

  // Back to the shop: the cart is empty, and the order is first under "Order again".
  await page.getByRole('link', { name: 'Keep shopping' }).click();
  await expect(page.getByTestId('cart-bar')).toContainText('0 products');
  await page.getByRole('button', { name: /^Order again: your last/ }).click();
  const again = page.getByRole('region', { name: 'Order again' });
  await again.getByRole('button', { name: `Order again: order ${number}` }).click();
  await expect(again.getByText('3 products were added to your cart.')).toBeVisible();
  await expect(page.getByTestId('cart-bar')).toContainText('3 products · $90.00');
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
});

test('a French-speaking florist gets the shop in French at 360 px: list, star, feedback and drawer', async ({
  page,
  request,
}) => {
  const account = await requestAccount(request, { language: 'fr' });
  await decideAsAdmin(request, account.emailAddress, true);
  const prefix = `PHONEFR${Date.now() % 1e7}`;
  const product = await createStockedProduct(request, { prefix, stock: 5, priceCents: 1000 });
  const name = `Rose du magasin ${product.sku}`;

  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/fr\/customer\/tickets\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liste', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mes habituels', exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Nom du produit' }).fill(prefix);
  const row = page.getByRole('article', { name });
  await row.getByRole('button', { name: `Garder ${name} dans mes habituels` }).click();
  await expect(row.getByRole('button', { name: `Garder ${name} dans mes habituels` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await row.getByRole('button', { name: `Ajouter ${name} au panier` }).click();
  await expect(row.getByRole('button', { name: `Ajouter ${name} au panier` })).toHaveText('Ajouté');
  await expect(page.getByTestId('cart-bar')).toContainText(/1 produit · 10,00\s\$/);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Voir le panier/ }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier (1 produit)' })).toBeVisible();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
