import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { montrealTime } from '../../contract/src/delivery';
import { decideAsAdmin, DEMO_ADMIN, requestAccount, signInThroughPage, STRONG_PASSWORD } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// Issue 13 on a 360 px phone: a customer reports broken stems on two lines of a delivered order
// with photos of the flowers and of the farm label; staff approve one line; the customer finds
// the credit note on their statement and the balance lowered by it, once.
test.use({ viewport: { width: 360, height: 740 } });

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** "$1,234.56" or "-$12.00" as cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/** A new approved customer (so the balance is theirs alone) and a delivered order of these lines, by staff. */
async function deliveredOrderForNewCustomer(
  request: APIRequestContext,
  lines: { product_id: number; quantity: number }[],
) {
  const account = await requestAccount(request);
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const created = await request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: montrealTime(new Date()).date,
      lines,
      credit_override_reason: 'e2e claims',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (
    (await created.json()) as { data: { order: { id: number; number: string; lines: { id: number }[] } } }
  ).data;
  for (const status of ['ready', 'delivered']) {
    const moved = await request.put(`/api/Orders/${order.id}/update/${status}`);
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { account, order };
}

async function currentBalance(page: Page) {
  await page.goto('/customer/invoice-credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credits' })).toBeVisible();
  const balance = page.getByTestId('current-balance');
  // "…" until the statement is loaded.
  await expect(balance).toHaveText(/\d/);
  return cents(await balance.textContent());
}

test('on a phone, a customer reports two broken lines with photos; staff approve one; the credit note lowers the balance', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two sign-ins, an upload and three accessibility scans: 30-45 s on two busy cores.
  test.setTimeout(120_000);
  const roses = await createStockedProduct(request, { prefix: 'CLAIM-R', stock: 40, priceCents: 1250 });
  const tulips = await createStockedProduct(request, { prefix: 'CLAIM-T', stock: 40, priceCents: 800 });
  const { account, order } = await deliveredOrderForNewCustomer(request, [
    { product_id: roses.id, quantity: 10 },
    { product_id: tulips.id, quantity: 6 },
  ]);
  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const before = await currentBalance(page);

  await page.goto(`/customer/tickets/view/${order.id}`);
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();

  // Sent empty: the form says what is missing before anything is uploaded.
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Tick at least one line.')).toBeVisible();
  await expect(page.getByText('Add at least one photo of the flowers.')).toBeVisible();

  for (const [product, quantity] of [
    [roses, '4'],
    [tulips, '2'],
  ] as const) {
    await page.getByRole('checkbox', { name: new RegExp(product.name) }).check();
    await page.getByLabel(`Quantity affected: ${product.name}`).fill(quantity);
    await page.getByLabel(`Reason: ${product.name}`).selectOption({ label: 'Broken stems' });
  }
  await page.getByLabel('Note (optional)').fill('Stems snapped in the box.');
  await page
    .getByRole('group', { name: 'Photos of the flowers' })
    .getByLabel('Choose photos')
    .setInputFiles([fixture('claim-flowers.png')]);
  await page
    .getByRole('group', { name: 'Photos of the farm label' })
    .getByLabel('Choose photos')
    .setInputFiles([fixture('claim-label.png')]);
  await expect(page.getByRole('button', { name: 'Remove photo claim-flowers.png' })).toBeVisible();
  await expect(page.getByText('2 of 8 photos chosen.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page).toHaveURL(/\/customer\/claims\/view\/\d+$/);
  const claimId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Claim #${claimId}` })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open large: / })).toHaveCount(2);

  // Staff, on a desktop, approve the roses only: 4 × $12.50 = $50.00 before taxes.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staff.newPage();
  await signInThroughPage(staffPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(staffPage).not.toHaveURL(/\/login/);
  // The queue, filtered to new claims and searched by the order's number, leads to it.
  await staffPage.goto('/admin/claims');
  await staffPage.getByRole('tab', { name: 'New', exact: true }).click();
  await staffPage.getByRole('searchbox').fill(order.number);
  await expect(staffPage).toHaveURL(/status=new.*search=|search=.*status=new/);
  await staffPage.getByRole('link', { name: `Claim #${claimId}` }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: `Claim #${claimId}` })).toBeVisible();
  // The photos open large and the arrow keys go from the flowers to the farm label.
  await staffPage.getByRole('button', { name: 'Open large: Flowers or goods, photo 1 of 2' }).click();
  const viewer = staffPage.getByRole('dialog', { name: 'Flowers or goods, photo 1 of 2' });
  await expect(viewer.getByRole('img', { name: 'Flowers or goods, photo 1 of 2' })).toBeVisible();
  await staffPage.keyboard.press('ArrowRight');
  await expect(staffPage.getByRole('dialog', { name: 'Farm label, photo 2 of 2' })).toBeVisible();
  await staffPage.keyboard.press('Escape');
  expect(await seriousA11yViolations(staffPage)).toEqual([]);
  await expect(staffPage.getByRole('link', { name: order.number })).toHaveAttribute(
    'href',
    `/admin/tickets/view/${order.id}`,
  );
  await staffPage.getByRole('radio', { name: 'Approve part' }).check();
  await staffPage.getByLabel(`${tulips.name} (at most 2)`).fill('0');
  await expect(staffPage.getByText('Credit proposed, before taxes: $50.00')).toBeVisible();
  await staffPage.getByRole('button', { name: 'Approve part' }).click();
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Approve part' }).click();
  await expect(staffPage.getByText('Decision saved; the customer is told by e-mail.')).toBeVisible();
  await expect(staffPage.getByText('Partly approved', { exact: true })).toBeVisible();
  await staff.close();

  // The customer sees the credit note on the claim and on the statement; the balance moved by it.
  await page.reload();
  await expect(page.getByText('Partly approved', { exact: true })).toBeVisible();
  const creditFact = page.getByText(/^C-\d{6} · \$[\d.]+$/);
  await expect(creditFact).toBeVisible();
  const [creditNumber, creditAmount] = (await creditFact.textContent())!.split(' · ');
  // $50.00 with GST (5%) and QST (9.975%): $57.49.
  expect(cents(creditAmount!)).toBe(5749);
  const after = await currentBalance(page);
  await expect(
    page
      .getByRole('table', { name: 'Statement of account' })
      .getByRole('link', { name: `Credit note ${creditNumber}, PDF` }),
  ).toBeVisible();
  expect(after).toBe(before - 5749);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the four policies lead to the claim and return flows (a visitor signs in first)', async ({ page }) => {
  for (const policy of ['/refund-policy', '/shipping-policy', '/terms-and-conditions', '/privacy-policy']) {
    await page.goto(policy);
    const claims = page.getByRole('region', { name: 'Claims and returns' });
    await expect(claims.getByRole('link', { name: 'Report a problem with a delivery' })).toHaveAttribute(
      'href',
      '/customer/orders',
    );
    await expect(claims.getByRole('link', { name: 'My claims and returns' })).toHaveAttribute(
      'href',
      '/customer/claims',
    );
  }

  await page.goto('/refund-policy');
  await page.getByRole('link', { name: 'Report a problem with a delivery' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // In French too (last: the choice of French is remembered).
  await page.goto('/fr/refund-policy');
  await expect(page.getByRole('link', { name: 'Demander un retour' })).toHaveAttribute('href', '/fr/customer/orders');
});

test('on a phone, a customer asks to return dry goods; staff approve and record them received, less the fee', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const sku = `CLAIM-V-${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const product = await request.post('/api/products', {
    data: {
      sku,
      name_en: `Vase ${sku}`,
      name_fr: `Vase ${sku}`,
      category: 'hard-goods',
      unit: 'stem',
      stems_per_unit: 1,
      price_cents: 2000,
      fresh: false,
      sections: ['all-products'],
      active: true,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const vaseId = ((await product.json()) as { data: { product: { id: number } } }).data.product.id;
  const stocked = await request.post('/api/inventory/movements', {
    data: { product_id: vaseId, quantity: 20, reason: 'receipt' },
  });
  expect(stocked.status()).toBeLessThan(300);
  const roses = await createStockedProduct(request, { prefix: 'CLAIM-RR', stock: 10, priceCents: 1250 });
  const { account, order } = await deliveredOrderForNewCustomer(request, [
    { product_id: vaseId, quantity: 5 },
    { product_id: roses.id, quantity: 3 },
  ]);

  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  // From the order's row in all their orders: both requests are offered, named by the order.
  await page.goto('/customer/orders');
  await expect(page.getByRole('link', { name: `Report a problem with order ${order.number}` })).toBeVisible();
  await page.getByRole('link', { name: `Request a return of order ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a return' })).toBeVisible();
  // Only the dry goods are offered, not the fresh roses.
  await expect(page.getByRole('group', { name: 'Which dry goods do you return?' }).getByRole('checkbox')).toHaveCount(
    1,
  );
  await page.getByRole('checkbox', { name: new RegExp(`Vase ${sku}`) }).check();
  await page.getByLabel(`Quantity affected: Vase ${sku}`).fill('2');
  await page.getByLabel(`Reason: Vase ${sku}`).selectOption({ label: 'Not needed' });
  await page.getByRole('button', { name: 'Send the return request' }).click();
  await expect(page.getByText('Please confirm the goods are unused and in their original packaging.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'The goods are unused and in their original packaging.' }).check();
  await page.getByRole('button', { name: 'Send the return request' }).click();
  await expect(page).toHaveURL(/\/customer\/claims\/view\/\d+$/);
  const claimId = Number(/(\d+)$/.exec(page.url())![1]);

  const approved = await request.put(`/api/claims/${claimId}/decision`, { data: { decision: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);

  // 2 × $20.00 = $40.00, less 20 % ($8.00) and $2.00 of freight: $30.00 before taxes.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staff.newPage();
  await signInThroughPage(staffPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(staffPage).not.toHaveURL(/\/login/);
  await staffPage.goto(`/admin/claims/view/${claimId}`);
  await expect(staffPage.getByText('Credit before taxes: $32.00')).toBeVisible();
  await staffPage.getByLabel('Freight kept back ($)').fill('2.00');
  await expect(staffPage.getByText('Credit before taxes: $30.00')).toBeVisible();
  await staffPage.getByRole('button', { name: 'Record the goods as received' }).click();
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Record the goods as received' }).click();
  await expect(staffPage.getByText('Closed', { exact: true })).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByText(/^RA-\d{4}-\d{5}$/)).toBeVisible();
  // $30.00 with GST and QST: $34.49.
  await expect(page.getByText(/^C-\d{6} · \$34\.49$/)).toBeVisible();
});
