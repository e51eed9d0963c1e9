import { expect, test } from '../support/fixtures';
import { createStockedProduct, signInAsDemoCustomer } from '../support/shop';

// Issue 36, item 6: on a phone the pictures of a product's details swipe (CSS scroll-snap).
test.skip(({ isMobile }) => !isMobile, 'a swipe on a phone');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('on a phone, the details’ gallery snaps to the next picture when scrolled sideways, and its dots follow', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'PICS-M', stock: 5 });
  for (let i = 0; i < 3; i++) {
    const added = await request.post(`/api/products/${product.id}/pictures`, {
      multipart: { image: { name: `p${i}.png`, mimeType: 'image/png', buffer: PNG } },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await page.getByRole('searchbox', { name: 'Product Name' }).fill(product.sku);
  // On a phone a row of the list; its name opens the details.
  await page.getByRole('button', { name: product.name, exact: true }).click();
  const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
  const track = gallery.getByRole('list').first();
  await expect(track).toHaveCSS('scroll-snap-type', 'x mandatory');
  const dot = (n: number) => gallery.getByRole('button', { name: `Picture ${n} of 3` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  // A sideways scroll of two thirds of a picture (as a swipe scrolls it): it snaps to the next one.
  const box = (await track.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(Math.round(box.width * 0.66), 0);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth) * el.clientWidth - el.scrollLeft))
    .toBe(0);
});
