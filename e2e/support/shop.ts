import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, earliestDeliveryDate, montrealTime } from '../../contract/src/delivery';
import { DEMO_ADMIN, signInThroughPage } from './accounts';

export const DEMO_CUSTOMER = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' };

/**
 * A delivery day no other test uses (one of ten years, past the demo's coming days): runs and
 * pick lists are built per day, so two tests on one day would take each other's orders.
 */
export function aDayOfItsOwn(): string {
  return addDays(earliestDeliveryDate(new Date()), 30 + Math.floor(Math.random() * 3650));
}

/**
 * A product of the test's own, with a known stock, created by the demo admin through the API
 * (in the given request context, which stays signed in as staff).
 */
export async function createStockedProduct(
  request: APIRequestContext,
  { prefix, stock, priceCents = 1250 }: { prefix: string; stock: number; priceCents?: number },
) {
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const sku = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const name = `Rose Shopfloor ${sku}`;
  const created = await request.post('/api/products', {
    data: {
      sku,
      name_en: name,
      name_fr: `Rose du magasin ${sku}`,
      category: 'roses',
      unit: 'bunch',
      stems_per_unit: 25,
      price_cents: priceCents,
      fresh: true,
      sections: ['all-products'],
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { product: { id: number } } };
  const received = await request.post('/api/inventory/movements', {
    data: { product_id: data.product.id, quantity: stock, reason: 'receipt' },
  });
  expect(received.status(), await received.text()).toBeLessThan(300);
  return { id: data.product.id, sku, name };
}

/**
 * A pickup order staff take today for a customer (confirmed and invoiced at once), past credit
 * control with `reason` since the test's customer may be over it; through the API, signed in
 * as staff in `request`.
 */
export async function createStaffPickupOrder(
  request: APIRequestContext,
  {
    customerId,
    productId,
    quantity = 1,
    reason,
  }: { customerId: number; productId: number; quantity?: number; reason: string },
) {
  const created = await request.post('/api/Orders', {
    data: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: montrealTime(new Date()).date,
      lines: [{ product_id: productId, quantity }],
      credit_override_reason: reason,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { order: { id: number; invoice_number: string; total_cents: number } } })
    .data.order;
}

export async function signInAsDemoCustomer(page: Page) {
  await signInThroughPage(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Searches the shop and adds a quantity of the product to the cart (the list's row or the card). */
export async function addToCart(page: Page, product: { sku: string; name: string }, quantity: number) {
  await page.getByRole('searchbox', { name: 'Product Name' }).fill(product.sku);
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toBeVisible();
  await card.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill(String(quantity));
  await card.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
  // The product says what the cart holds of it, in the compact list as on the cards.
  await expect(card.getByText(/\d+ in your cart/)).toBeVisible();
}

/** A day as an English heading or a document's own date writes it out ("January 11, 2029"). */
export const writtenOut = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
