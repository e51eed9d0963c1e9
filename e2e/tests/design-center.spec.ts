import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, montrealTime } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

interface Row {
  order_id: number;
  table_id: number;
  order_number: string;
  customer_id: number;
  customer_name: string;
  product_name: string;
  designer: string | null;
  complete_order: boolean;
  back_order: boolean;
  design_status: string;
}

/**
 * A demo order still untouched in the design center (two lines or more, none ticked, nobody
 * assigned), on the first day from today that has one (server/src/seed/demo-design-center.ts
 * leaves one order in three of today and tomorrow untouched, and the later days entirely).
 */
async function untouchedDemoOrder(request: APIRequestContext, skip: number[] = []) {
  const today = montrealTime(new Date()).date;
  for (let i = 0; i < 10; i += 1) {
    const date = addDays(today, i);
    const res = await request.get(`/api/orders/design-center/items?date=${date}&limit=100`);
    expect(res.status(), await res.text()).toBe(200);
    const { orders: rows, pagination } = (
      (await res.json()) as { data: { orders: Row[]; pagination: { total: number } } }
    ).data;
    const groups = new Map<number, Row[]>();
    for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row]);
    // The last order of a full page may go on to the next page: not that one.
    if (pagination.total > rows.length) groups.delete(rows.at(-1)!.order_id);
    for (const [id, lines] of groups) {
      const untouched = lines.every((l) => !l.complete_order && !l.back_order && l.designer === null);
      if (!skip.includes(id) && lines.length >= 2 && untouched && lines[0]!.design_status === 'not_designed')
        return { date, today, lines };
    }
  }
  throw new Error('no untouched demo order in the next ten days');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('design center', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('staff assign a designer to a whole order, back-order a line, and complete every line', async ({ page }) => {
    // A dozen saves, each waited for and checked: longer than one screen's test.
    test.slow();
    const { date, lines } = await untouchedDemoOrder(page.request);
    const { order_number: number, customer_name: customer } = lines[0]!;

    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Design center' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Design center' })).toBeVisible();
    await page.getByLabel('Delivery date').fill(date);
    // The customer's orders only, picked by keyboard.
    const search = page.getByRole('combobox', { name: 'Customer' });
    await search.fill(customer);
    await expect(
      page.getByRole('option', { name: new RegExp(customer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
    ).toBeVisible();
    await search.press('Enter');
    await expect(page.getByText(customer, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/customer_id=\d+/);

    const group = page.getByTestId(`dc-order-${number}`);
    await expect(group).toBeVisible();
    await expect(group.getByText('Not designed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('dc-totals').getByRole('row').nth(1)).toBeVisible();

    // The whole order goes to one designer.
    await group.getByLabel(`Designer for the whole order ${number}`).selectOption('Luc Gagnon');
    await expect(toast(page, 'Luc Gagnon assigned to the whole order.')).toBeVisible();
    for (const line of lines)
      await expect(group.getByLabel(`Designer of ${line.product_name}, order ${number}`)).toHaveValue('Luc Gagnon');

    // A line waits for stock, with a note of what is missing.
    const first = lines[0]!.product_name;
    await group.getByRole('checkbox', { name: `Back-order: ${first}, order ${number}` }).check();
    await expect(toast(page, 'Line on back-order.')).toBeVisible();
    const note = group.getByRole('textbox', { name: `Back-order note: ${first}, order ${number}` });
    await note.fill('Only 3 left, more on Thursday');
    await note.press('Enter');
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/orders/design-center/items?date=${date}&status=back_order&limit=100`);
        const rows = ((await res.json()) as { data: { orders: (Row & { back_order_text: string })[] } }).data.orders;
        return rows.find((r) => r.table_id === lines[0]!.table_id)?.back_order_text;
      })
      .toBe('Only 3 left, more on Thursday');
    await page.reload();
    await expect(group).toBeVisible();
    await expect(note).toHaveValue('Only 3 left, more on Thursday');
    await expect(group.getByText('Not designed', { exact: true })).toBeVisible();
    await expect(toast(page, 'Line on back-order.')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Every line complete (the back-ordered one too, which clears its back-order): designed.
    for (const line of lines) {
      const box = group.getByRole('checkbox', { name: `Complete: ${line.product_name}, order ${number}` });
      await box.check();
      await expect(box).toBeChecked();
    }
    await expect(toast(page, 'Every line is complete: the order is designed.')).toBeVisible();
    await expect(group.getByText('Designed', { exact: true })).toBeVisible();
    await expect(group.getByRole('checkbox', { name: `Back-order: ${first}, order ${number}` })).not.toBeChecked();
    await expect(note).toHaveCount(0);

    // Among the designed orders of the day.
    await page.getByLabel('Status').selectOption({ label: 'Designed orders' });
    await expect(page.getByTestId(`dc-order-${number}`).getByText('Designed', { exact: true })).toBeVisible();
  });

  test('in French on a 360 px phone, nothing overflows: the table scrolls in its box', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { date, lines } = await untouchedDemoOrder(page.request);
    await page.goto(`/fr/admin/design-center?date=${date}&customer_id=${lines[0]!.customer_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Centre de design' })).toBeVisible();
    await expect(page.getByTestId(`dc-order-${lines[0]!.order_number}`).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'Totaux par produit' })).toBeVisible();
    // Polled: once in CI the page measured 27 px too wide right after the totals' heading showed,
    // and fit on the retry; what overflowed for that moment is not known. A lasting overflow
    // still fails.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Designers are staff members: the owner manages them on the Staff page.
    await page.getByRole('link', { name: 'Designers' }).click();
    await expect(page).toHaveURL(/\/fr\/admin\/staff$/);
    await expect(page.getByRole('rowheader').filter({ hasText: 'Luc Gagnon' })).toBeVisible();
  });
});
