import type { Locator } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { addToCart, createStockedProduct, signInAsDemoCustomer } from '../support/shop';

// The desktop project runs this file too: both look at the shop on a 360 px phone.
test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a customer orders for delivery to Laval, sees the fee and taxes, and must agree first', async ({
  page,
  request,
}) => {
  const product = await createStockedProduct(request, { prefix: 'SHOP-M', stock: 30, priceCents: 1250 });
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await addToCart(page, product, 4);
  // On a phone the cart is a drawer that the bar at the bottom opens.
  await page.getByRole('button', { name: /^View cart 1 product/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart (1 product)' });
  await expect(drawer).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Proceed to Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();

  await page.getByRole('radio', { name: 'Delivery' }).check();
  // The demo customer's usual zone is proposed; without a zone the fee waits for one instead of reading $0.00.
  await expect(page.getByLabel('Zone')).toHaveValue('montreal-laval');
  await page.getByLabel('Zone').selectOption('');
  await expect(page.getByTestId('order-totals')).toContainText('Delivery feeChoose a zone');
  await expect(page.getByTestId('order-totals')).toContainText('Total before delivery');
  await page.getByLabel('Zone').selectOption({ label: 'Greater Montreal and Laval ($22.00)' });
  // The clock is real: keep the date the form proposes (same day before 10:00, else the next delivery day).
  await expect(page.getByLabel('Delivery date')).not.toHaveValue('');
  await page.getByLabel('PO number').fill('PO-E2E-360');

  // 4 × $12.50 = $50.00; + $22.00 = $72.00; GST 5% = $3.60; QST 9.975% = $7.182 → $7.18; total $82.78.
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText('$50.00');
  await expect(totals).toContainText('Delivery fee$22.00');
  await expect(totals).toContainText('GST (5%)$3.60');
  await expect(totals).toContainText('QST (9.975%)$7.18');
  await expect(totals).toContainText('Total$82.78');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Without the disclaimer the order is refused and nothing is sent.
  await page.getByRole('button', { name: 'Place my order' }).click();
  await expect(page.getByText('Tick the box to agree to the conditions before placing your order.')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/tickets\/create/);

  await page.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }).check();
  await page.getByRole('button', { name: 'Place my order' }).click();
  // The thank-you screen, then the order itself.
  await expect(page).toHaveURL(/\/customer\/tickets\/placed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/customer\/tickets\/view\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Order ');
  const number = (await heading.textContent())!.replace('Order ', '').trim();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByText('PO-E2E-360')).toBeVisible();

  // The order is among the open web orders.
  await page.getByRole('navigation', { name: 'My account sections' }).getByRole('link', { name: 'My tickets' }).click();
  await expect(page.getByRole('button', { name: 'Open', pressed: true })).toBeVisible();
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('$82.78');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

// Issue 19: the shop reads what sits above the catalogue before it paints (shop-loader.ts). When
// "Order again" and today's offers came one after the other, the catalogue jumped down twice
// (a cumulative layout shift of 0.48 in Lighthouse's phone run).
test('on a phone, the shop paints once: nothing above the catalogue pushes it down as the page fills in', async ({
  page,
}) => {
  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  // The demo customer has orders, and the demo offers run this week: both parts are there, each
  // folded into one line on a phone (issue 34, item 2), so that the search and the list start
  // on the first screen (the search was at 1,464 px, the first Add at 1,797 px).
  const againLine = page.getByRole('button', { name: /^Order again: your last/ });
  await expect(againLine).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /special offers?$/ })).toBeVisible();
  const firstScreen = page.viewportSize()!.height;
  // Measured once it is shown, again while the list re-renders (an element replaced between two
  // reads has no box: a flake in CI and on a loaded machine, 1 run in 4 at load 18).
  const top = async (locator: Locator) => {
    let y = 0;
    await expect(async () => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      y = box!.y;
    }).toPass();
    return y;
  };
  expect(await top(page.getByRole('searchbox', { name: 'Product Name' }))).toBeLessThan(firstScreen);
  expect(await top(page.getByRole('region', { name: 'Products' }).getByRole('article').first())).toBeLessThan(
    firstScreen,
  );
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).map((e) => e.value);
  });
  // Google's "good" is below 0.1; the page as it paints should move nothing at all.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  // A tap opens a folded part.
  await againLine.click();
  await expect(againLine).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Order again' })).toBeVisible();
});
