import { decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { addToCart, createStockedProduct } from '../support/shop';

// Issue 38 item 4 (decision 060): a florist given a price level sees their price, the list price
// struck through, in the shop, and their order is placed at it.
test('a customer with a price level sees their price struck from the list, and orders at it', async ({
  page,
  request,
}) => {
  const florist = await requestAccount(request);
  const customerId = await decideAsAdmin(request, florist.emailAddress, true);
  // 12.50 $ a bunch on the list; a level of 20 % off: 10.00 $.
  const product = await createStockedProduct(request, { prefix: 'PRICE-LVL', stock: 20, priceCents: 1250 });
  const level = await request.post('/api/price-levels', {
    data: { name_en: `Volume ${product.sku}`, name_fr: `Volume ${product.sku}`, percent_off: 20 },
  });
  expect(level.status(), await level.text()).toBe(201);
  const levelId = ((await level.json()) as { data: { price_level: { id: number } } }).data.price_level.id;
  const given = await request.put(`/api/customers/${customerId}/prices`, {
    data: { price_level_id: levelId, prices: [] },
  });
  expect(given.status(), await given.text()).toBe(200);

  await signInThroughPage(page, florist.emailAddress, florist.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customer/tickets/create');
  await page.getByRole('searchbox', { name: 'Product Name' }).fill(product.sku);
  const card = page.getByRole('article', { name: product.name });
  const price = card.getByTestId('your-price');
  await expect(price.locator('s')).toHaveText('$12.50');
  await expect(price.getByRole('strong')).toHaveText('$10.00');
  // A screen reader hears which price is which.
  await expect(price).toContainText('List price:');
  await expect(price).toContainText('Your price:');

  await addToCart(page, product, 3);
  await page.getByRole('button', { name: 'Proceed to Confirm' }).click();
  await page.getByRole('radio', { name: 'Pickup at the warehouse' }).check();
  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();
  await expect(page).toHaveURL(/\/customer\/tickets\/placed\/\d+$/);
  const orderId = Number(/placed\/(\d+)$/.exec(page.url())![1]);

  // The order holds the line at the level's price, and says so.
  const order = await page.request.get(`/api/customer/tickets/${orderId}`);
  expect(order.status(), await order.text()).toBe(200);
  const { lines } = ((await order.json()) as { data: { order: { lines: object[] } } }).data.order;
  expect(lines).toEqual([
    expect.objectContaining({ unit_price_cents: 1000, list_price_cents: 1250, price_source: 'level', quantity: 3 }),
  ]);
});
