/**
 * A florist's system orders from the shop: it signs in with a personal API token, lists today's
 * fresh products and places an order for tomorrow.
 *
 *   SHOP_URL=https://shop.example SHOP_API_TOKEN=… npm run example -w client
 *
 * The token is one the customer made while signed in (POST /api/tokens, shown once) with the
 * scopes `catalog:read` and `orders:write`.
 */
import { randomUUID } from 'node:crypto';
import { createShopClient, type ApiError, type paths } from '../src/index.js';

const baseUrl = process.env.SHOP_URL ?? 'http://localhost:3000';
const token = process.env.SHOP_API_TOKEN;
if (!token) throw new Error('Set SHOP_API_TOKEN to a token from /customer/api-tokens.');

const shop = createShopClient({ baseUrl, token, language: 'en' });

function fail(what: string, error: ApiError): never {
  throw new Error(`${what}: ${error.message}${error.error ? ` (${error.error})` : ''}`);
}

/** Tomorrow in the shop's time zone, as the API writes dates (YYYY-MM-DD). */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal' }).format(date);
}

// 1. Who the token signs in as.
const me = await shop.GET('/api/auth/me');
if (me.error) fail('Signing in with the token', me.error);
console.log(`Signed in as ${me.data.data.user.name}`);

// 2. Today's fresh products: the active catalogue, page by page, those fresh and in stock.
type Product =
  paths['/api/products']['get']['responses'][200]['content']['application/json']['data']['products'][number];
const fresh: Product[] = [];
for (let page = 1; ; page += 1) {
  const list = await shop.GET('/api/products', { params: { query: { page, limit: 100, active: 'active' } } });
  if (list.error) fail('Listing the catalogue', list.error);
  const { products, pagination } = list.data.data;
  fresh.push(...products.filter((p) => p.fresh && p.on_hand > 0));
  if (page * pagination.limit >= pagination.total) break;
}
console.log(`${fresh.length} fresh products today`);
for (const p of fresh.slice(0, 10)) console.log(`  ${p.sku}  ${p.name_en}  $${(p.price_cents / 100).toFixed(2)}`);
if (fresh.length === 0) process.exit(0);

// 3. An order of the first two, for pickup tomorrow. The Idempotency-Key makes a retry safe:
//    the same key never places the order twice.
const placed = await shop.POST('/api/Customer/Orders', {
  params: { header: { 'idempotency-key': randomUUID() } },
  body: {
    delivery_method: 'pickup',
    delivery_date: tomorrow(),
    po_number: 'POS-0001',
    lines: fresh.slice(0, 2).map((p) => ({ product_id: p.id, quantity: 1 })),
    agreed_disclaimer: true,
  },
});
if (placed.error) fail('Placing the order', placed.error);
const order = placed.data.data.order;
console.log(`Order ${order.number} placed: ${order.status}, total $${(order.total_cents / 100).toFixed(2)}`);
