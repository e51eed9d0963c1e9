import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

type StockLine = { product_id: number; quantity: number; from_stock: number; back_order: number };
type Detail = { converted: boolean; stock: StockLine[] };

async function onHand(request: APIRequestContext, productId: number): Promise<number> {
  const res = await request.get(`/api/products/${productId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { product: { on_hand: number } } }).data.product.on_hand;
}

async function detailOf(request: APIRequestContext, id: number): Promise<Detail> {
  const res = await request.get(`/api/prebooking/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Detail }).data;
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('prebookings', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('convert a demo prebooking: it becomes a confirmed, invoiced order and takes its stock', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Prebookings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prebookings' })).toBeVisible();
    // Grouped by delivery date: a heading per day, the cards under it.
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = first.getByRole('link', { name: /^Prebooking \d+$/ });
    const number = ((await link.textContent()) ?? '').replace('Prebooking ', '').trim();
    const id = Number(/\/view\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);

    await first.getByRole('button', { name: 'Convert to order' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: `Convert prebooking ${number}` })).toBeVisible();
    await expect(dialog(page).getByRole('table')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Convert', exact: true }).click();
    // A success toast lasts 2 s (SPEC §4): look for it first, before it fades.
    await expect(
      page.getByRole('status').filter({ hasText: `Prebooking ${number} is now a confirmed order` }),
    ).toBeVisible();

    // The order it became: confirmed, invoiced, its lines out of stock.
    await expect(page).toHaveURL(new RegExp(`/admin/tickets/view/${id}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(`Order ${number}`);
    await expect(heading.getByText('Confirmed')).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Invoice number$/ }).locator('+ dd')).toHaveText(/^F-\d{6}$/);
    // Each line took from stock what there was, through the ledger; the rest is on back-order.
    const after = await detailOf(page.request, id);
    expect(after.converted).toBe(true);
    for (const line of after.stock) {
      expect(line.from_stock + line.back_order).toBe(line.quantity);
      expect(line.from_stock).toBeGreaterThan(0);
    }

    // Converting again is refused; the list of open prebookings no longer shows it.
    const again = await page.request.put(`/api/prebooking/${id}`, { data: { update_inventory: true } });
    expect(again.status()).toBe(409);
    await page.goto(`/admin/prebooking?search=${number}`);
    await expect(page.getByText('No prebooking matches.')).toBeVisible();
    // The box follows the address (the filters live there): checked once the address has changed.
    await page.getByRole('checkbox', { name: 'Show converted' }).click();
    await expect(page).toHaveURL(/converted=1/);
    await expect(page.getByRole('checkbox', { name: 'Show converted' })).toBeChecked();
    const converted = page.getByRole('article').filter({ hasText: number });
    await expect(converted.getByText('Converted', { exact: true })).toBeVisible();
    await expect(converted.getByRole('button', { name: 'Convert to order' })).toHaveCount(0);
  });

  test('what the stock lacks is shown before converting and goes on back-order', async ({ page, request }) => {
    const scarce = await createStockedProduct(request, { prefix: 'PBK', stock: 3 });
    const customers = await page.request.get(`/api/customers?search=${encodeURIComponent('Jardins de Rosemont')}`);
    const customerId = ((await customers.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
    const created = await page.request.post('/api/Orders', {
      data: {
        customer_id: customerId,
        type: 'prebooking',
        delivery_method: 'pickup',
        delivery_date: '2030-02-13',
        lines: [{ product_id: scarce.id, quantity: 5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, number } = ((await created.json()) as { data: { order: { id: number; number: string } } }).data.order;

    await page.goto(`/admin/prebooking?search=${number}`);
    const card = page.getByRole('article').filter({ hasText: number });
    await expect(card).toContainText(DEMO_BUSINESS);
    await expect(card.getByText('1 line short of stock now')).toBeVisible();
    await card.getByRole('button', { name: 'Convert to order' }).click();
    const row = dialog(page).getByRole('row').filter({ hasText: scarce.name });
    await expect(row).toContainText('5');
    await expect(dialog(page).getByText('1 line will go on back-order.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Convert', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/tickets/view/${id}$`));
    await expect(page.getByRole('heading', { level: 1 }).getByText('Confirmed')).toBeVisible();
    await expect(page.getByText('Back-order: 2')).toBeVisible();
    expect(await onHand(page.request, scarce.id)).toBe(0);
  });

  test('"New prebooking" opens the order form as a prebooking; the screen fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/admin/prebooking');
    await expect(page.getByRole('heading', { level: 1, name: 'Précommandes' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('link', { name: 'Nouvelle précommande' }).click();
    await expect(page).toHaveURL(/\/fr\/admin\/tickets\/create\?type=prebooking$/);
    await expect(page.getByLabel('Type')).toHaveValue('prebooking');
  });
});
