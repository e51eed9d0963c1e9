import { DEMO_ADMIN, signInThroughPage, signOut } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct, signInAsDemoCustomer } from '../support/shop';

// Issue 36, item 6: up to five pictures per product, in order, the first the cover.

// A 1×1 PNG: enough for the server to read, resize and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
type Reply = { data: { product: { pictures: { id: number }[] } }; message: string };

test('staff add and order pictures from the keyboard, a sixth is refused, the shop shows a gallery', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'PICS', stock: 5 });
  const add = () => request.post(`/api/products/${product.id}/pictures`, { multipart: { image: file('p.png') } });
  const first = ((await (await add()).json()) as Reply).data.product.pictures[0]!.id;

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(product.sku);
  await page
    .getByRole('row')
    .filter({ hasText: product.name })
    .getByRole('button', { name: `Edit ${product.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  await dialog.getByLabel('Add a picture').setInputFiles(file('second.png'));
  await expect(dialog.getByText('Picture added: 2 now.')).toBeAttached();

  // The second becomes the cover by the keyboard; focus stays on it.
  await dialog.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Picture moved to position 1 of 2.')).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Move picture 1 later' })).toBeFocused();
  const saved = ((await (await request.get(`/api/products/${product.id}`)).json()) as Reply).data.product;
  expect(saved.pictures.map((p) => p.id)).toEqual([expect.any(Number), first]);

  // Five at most: the server refuses a sixth in words, and the form says so on its field.
  for (let i = 0; i < 3; i++) expect((await add()).status()).toBe(200);
  const sixth = await add();
  expect(sixth.status()).toBe(409);
  expect(((await sixth.json()) as Reply).message).toBe(
    'A product has 5 pictures at most: remove one before adding another.',
  );
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search the inventory' }).fill(product.sku);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const full = page.getByRole('dialog', { name: `Edit ${product.name}` }).getByLabel('Add a picture');
  await expect(full).toBeDisabled();
  await expect(full).toHaveAccessibleDescription('5 pictures at most: remove one to add another.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The shop: the details show the five in a gallery, moved by the labelled buttons.
  await signOut(page);
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await page.getByRole('searchbox', { name: 'Product Name' }).fill(product.sku);
  await page.getByRole('button', { name: `View More: ${product.name}` }).click();
  const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
  const dot = (n: number) => gallery.getByRole('button', { name: `Picture ${n} of 5` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('button', { name: 'Next picture' }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await dot(5).click();
  await expect(dot(5)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.locator('img')).toHaveCount(5);
});
