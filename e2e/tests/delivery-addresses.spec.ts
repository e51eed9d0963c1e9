import { addDays, earliestDeliveryDate } from '../../contract/src/delivery';
import { DEMO_ADMIN, decideAsAdmin, requestAccount, signInThroughPage, signOut } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

/**
 * Issue 34, item 10: a florist adds an event hall to their delivery addresses, orders to it, and
 * staff see on the order where it goes, with its window and the driver's notes; staff editing the
 * order find it there and can send it to the profile's address instead.
 */
test('a florist adds an event-hall address, orders to it, and staff see it on the order and change it', async ({
  page,
  request,
}) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  const product = await createStockedProduct(request, { prefix: 'E2E-ADDR', stock: 10 });
  const hall = `Salle ${Date.now()}`;

  await signInThroughPage(page, account.emailAddress, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customer');
  const book = page.getByRole('list', { name: 'Delivery addresses' });
  await expect(book.getByText('Main address (profile)')).toBeVisible();
  await page.getByRole('button', { name: 'Add a delivery address' }).click();
  const form = page.getByRole('form', { name: 'New delivery address' });
  await form.getByRole('textbox', { name: 'Name of the address' }).fill(hall);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1200 rue des Fêtes');
  await form.getByRole('textbox', { name: 'City' }).fill('Laval');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('H7N 2A1');
  await form.getByRole('combobox', { name: 'Delivery zone' }).selectOption('montreal-laval');
  await form.getByRole('textbox', { name: 'Deliver from' }).fill('08:00');
  await form.getByRole('textbox', { name: 'Deliver until' }).fill('11:00');
  await form.getByRole('textbox', { name: 'Notes for the driver' }).fill('Loading dock at the back');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(book.getByText(hall)).toBeVisible();
  await expect(book).toContainText('Delivery window: 08:00–11:00');

  const listed = await page.request.get('/api/customer/delivery-addresses');
  const { addresses } = ((await listed.json()) as { data: { addresses: { id: number | null; label: string }[] } }).data;
  const chosen = addresses.find((a) => a.label === hall)!;
  const placed = await page.request.post('/api/Customer/Orders', {
    data: {
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: addDays(earliestDeliveryDate(new Date()), 7),
      lines: [{ product_id: product.id, quantity: 2 }],
      agreed_disclaimer: true,
      delivery_address_id: chosen.id,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number } } }).data.order;
  await signOut(page);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/tickets/view/${order.id}`);
  const where = page.getByTestId('order-delivery-address');
  await expect(where).toContainText(hall);
  await expect(where).toContainText('1200 rue des Fêtes, Laval, QC, H7N 2A1');
  await expect(where).toContainText('Delivery window: 08:00–11:00');
  await expect(where).toContainText('For the driver: Loading dock at the back');

  // Staff send it to the profile's address instead.
  const mainLine = '100 rue Sherbrooke, Montréal, QC, H2X 1C4';
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Delivery or pickup' })).toHaveValue('delivery');
  const choice = page.getByRole('combobox', { name: 'Deliver to' });
  await expect(choice).toHaveValue(String(chosen.id));
  await choice.selectOption({ label: `Main address (profile) — ${mainLine}` });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tickets/view/${order.id}$`));
  await expect(where).not.toContainText(hall);
  await expect(where).toContainText(mainLine);
});
