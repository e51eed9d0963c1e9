import { expect, test } from '../support/fixtures';
import { addToCart, createStockedProduct, signInAsDemoCustomer } from '../support/shop';

test('the cart survives a reload, and its quantities can be changed and removed', async ({ page, request }) => {
  const first = await createStockedProduct(request, { prefix: 'SHOP-R1', stock: 10 });
  const second = await createStockedProduct(request, { prefix: 'SHOP-R2', stock: 10 });
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await addToCart(page, first, 2);
  await addToCart(page, second, 1);

  // After a reload the cart's products are fetched fresh, in one call for all lines.
  const productCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.toLowerCase().startsWith('/api/products')) productCalls.push(url.pathname + url.search);
  });
  await page.reload();
  const cart = page.getByRole('list', { name: 'Products in your cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByRole('spinbutton', { name: `Quantity of ${first.name}` })).toHaveValue('2');
  await expect.poll(() => productCalls.filter((c) => c.includes('ids='))).toHaveLength(1);
  expect(productCalls.filter((c) => /^\/api\/products\/\d+$/i.test(c))).toEqual([]);

  // Above the stock is flagged before anything is sent.
  await cart.getByRole('spinbutton', { name: `Quantity of ${first.name}` }).fill('12');
  await expect(cart.getByText('Only 10 left in stock.')).toBeVisible();
  await cart.getByRole('button', { name: `Remove ${second.name} from the cart` }).click();
  await page.reload();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByRole('spinbutton', { name: `Quantity of ${first.name}` })).toHaveValue('12');
});

test("the server's refusal names the product and what is left, and the cart is kept", async ({ page, request }) => {
  const product = await createStockedProduct(request, { prefix: 'SHOP-409', stock: 1 });
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await addToCart(page, product, 2);
  await expect(page.getByText('Only 1 left in stock.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Confirm' }).click();

  await page.getByRole('radio', { name: 'Pickup at the warehouse' }).check();
  await expect(page.getByTestId('order-totals')).toContainText('Delivery fee$0.00');
  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: product.name })).toContainText('1 left');
  await expect(page).toHaveURL(/\/customer\/tickets\/create/);

  await page.getByRole('button', { name: 'Back to the cart' }).click();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Products in your cart' }).getByRole('spinbutton', {
      name: `Quantity of ${product.name}`,
    }),
  ).toHaveValue('2');
});

test('a customer orders again from a past order and sees it in all their orders', async ({ page, request }) => {
  const product = await createStockedProduct(request, { prefix: 'SHOP-AGAIN', stock: 10 });
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await addToCart(page, product, 3);
  await page.getByRole('button', { name: 'Proceed to Confirm' }).click();
  await page.getByRole('radio', { name: 'Pickup at the warehouse' }).check();
  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();
  await expect(page).toHaveURL(/\/customer\/tickets\/placed\/\d+$/);
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/customer\/tickets\/view\/\d+$/);

  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('1 product was added to your cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the shop and your cart' }).click();
  await expect(
    page.getByRole('list', { name: 'Products in your cart' }).getByRole('spinbutton', {
      name: `Quantity of ${product.name}`,
    }),
  ).toHaveValue('3');

  await page.getByRole('navigation', { name: 'My account sections' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
});
