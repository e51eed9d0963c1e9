import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { montrealTime } from '../../contract/src/delivery';
import { decideAsAdmin, DEMO_ADMIN, requestAccount, signInThroughPage, STRONG_PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createStockedProduct } from '../support/shop';

// Issue 34 item 9: a claim's page in the back-office was 528 px wide on a 360 px phone. It fits.

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(fixture(name)) });

/** A new florist's delivered order of two lines, and their claim on both, with photos, through the API. */
async function newClaim(request: APIRequestContext, baseURL: string): Promise<number> {
  const roses = await createStockedProduct(request, { prefix: 'CLAIM-PHONE-R', stock: 40, priceCents: 1250 });
  const tulips = await createStockedProduct(request, { prefix: 'CLAIM-PHONE-T', stock: 40, priceCents: 800 });
  const account = await requestAccount(request, { language: 'fr' });
  const customerId = await decideAsAdmin(request, account.emailAddress, true);
  const created = await request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: montrealTime(new Date()).date,
      lines: [
        { product_id: roses.id, quantity: 10 },
        { product_id: tulips.id, quantity: 6 },
      ],
      credit_override_reason: 'e2e claim on a phone',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = ((await created.json()) as { data: { order: { id: number; lines: { id: number }[] } } }).data;
  for (const status of ['ready', 'delivered']) {
    const moved = await request.put(`/api/Orders/${order.id}/update/${status}`);
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const florist = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await florist.post('/api/auth/login', {
      data: { email: account.emailAddress, password: STRONG_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const claim = await florist.post('/api/customer/claims', {
      multipart: {
        order_id: String(order.id),
        kind: 'claim',
        lines: JSON.stringify(
          order.lines.map((line) => ({ order_line_id: line.id, quantity: 2, reason: 'broken_stems' })),
        ),
        note: 'Les tiges sont cassées dans la boîte, sur toute la longueur du carton reçu ce matin.',
        photos: png('claim-flowers.png'),
        label_photos: png('claim-label.png'),
      },
    });
    expect(claim.status(), await claim.text()).toBe(201);
    return ((await claim.json()) as { data: { claim: { id: number } } }).data.claim.id;
  } finally {
    await florist.dispose();
  }
}

test('a claim under review fits a 360 px phone, in French', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const claimId = await newClaim(request, baseURL!);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/fr');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
  await page.goto(`/fr/admin/claims/view/${claimId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Réclamation .*${claimId}$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ouvrir en grand/ }).first()).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > 361)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(width, wide.join('\n')).toBeLessThanOrEqual(360);
});
