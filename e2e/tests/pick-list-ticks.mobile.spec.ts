import { DEMO_ADMIN, signInThroughPage, staffMember } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { aDayOfItsOwn, createStockedProduct } from '../support/shop';

// A phone journey (touch, 360 px, a phone's service worker): the mobile project runs it.
test.skip(({ isMobile }) => !isMobile, 'a phone journey, run by the mobile project');

// server/src/seed/demo-customers.ts: the demo customer's business.
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/**
 * Issue 34, item 9: the pick list ticked off line by line on a phone in the cooler; the ticks are
 * kept on the server, so a second picker on another phone sees them.
 */
test('two pickers on their phones tick the pick list off and see each other’s ticks', async ({
  page,
  request,
  browser,
}) => {
  const picker = await staffMember(request, ['designer'], 'Pia Cueilleuse');
  const product = await createStockedProduct(request, { prefix: 'TICK', stock: 20 });
  const found = await request.get(`/api/customers?search=${encodeURIComponent(DEMO_BUSINESS)}`);
  const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
  const date = aDayOfItsOwn();
  const created = await request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: date,
      lines: [{ product_id: product.id, quantity: 7 }],
      credit_override_reason: 'e2e: regular customer',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The owner, on a phone, ticks the row.
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/admin/pick-list?date=${date}`);
  const box = page.getByRole('checkbox', { name: `Picked: ${product.name}, 7 units` });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByTestId('pick-progress')).toHaveText('Picked: 1 of 1 rows');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The designer, on another phone, finds it ticked, and unticks it.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const second = await other.newPage();
  await signInThroughPage(second, picker.email, picker.password);
  await expect(second).not.toHaveURL(/\/login/);
  await second.goto(`/admin/pick-list?date=${date}`);
  const theirs = second.getByRole('checkbox', { name: `Picked: ${product.name}, 7 units` });
  await expect(theirs).toBeChecked();
  await expect(second.locator(`[data-product="${product.id}"]`)).toContainText('Picked by');
  await theirs.uncheck();
  await expect(second.getByTestId('pick-progress')).toHaveText('Picked: 0 of 1 rows');
  await other.close();

  // The owner's list reads the ticks again on its own (every 10 s): the row is open again.
  await expect(box).not.toBeChecked({ timeout: 20_000 });
});
