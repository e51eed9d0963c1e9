// npm run bench: reports figures, never fails on timing. Each capability adds its section.
import { startShop } from './server.mjs';
import { benchAuth } from './auth.mjs';
import { benchCatalogSearch, benchCatalogueImport, benchInventory } from './catalog.mjs';
import { benchClusterPlacement } from './cluster.mjs';
import { benchCustomers } from './customers.mjs';
import { benchDashboard } from './dashboard.mjs';
import { benchDurability } from './durability.mjs';
import { benchExports } from './exports.mjs';
import { benchOrderList } from './orders.mjs';
import { benchOrderPlacement } from './placement.mjs';
import { benchPickList } from './pick-list.mjs';
import { benchPriceLists } from './price-lists.mjs';
import { benchReceivables } from './receivables.mjs';
import { benchSpreadsheets } from './spreadsheets.mjs';
import { benchStandingOrders } from './standing-orders.mjs';
import { benchWeb } from './web.mjs';
import { benchWebhooks } from './webhooks.mjs';

// BENCH_ONLY=web,auth runs those sections alone (names below); unset, all of them.
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (name) => !only || only.includes(name);

if (wanted('web') || wanted('auth') || wanted('inventory')) {
  const shop = await startShop({ SEED: 'demo', RATE_LIMIT: 'off' });
  try {
    if (wanted('web')) await benchWeb(shop);
    if (wanted('auth')) await benchAuth(shop);
    if (wanted('inventory')) await benchInventory(shop);
  } finally {
    await shop.stop();
  }
}
if (wanted('customers')) await benchCustomers();
if (wanted('catalog')) await benchCatalogSearch();
if (wanted('catalog') || wanted('catalog-import')) await benchCatalogueImport();
if (wanted('price-lists')) await benchPriceLists();
if (wanted('spreadsheets')) await benchSpreadsheets();
if (wanted('orders')) await benchOrderPlacement();
if (wanted('orders')) await benchOrderList();
if (wanted('durability')) await benchDurability();
if (wanted('exports')) await benchExports();
if (wanted('receivables')) await benchReceivables();
if (wanted('pick-list')) await benchPickList();
if (wanted('dashboard')) await benchDashboard();
if (wanted('webhooks')) await benchWebhooks();
if (wanted('standing-orders')) await benchStandingOrders();
// Last: it starts PostgreSQL and nginx (installing them when missing), BENCH_CLUSTER=0 skips it.
if (wanted('cluster') && process.env.BENCH_CLUSTER !== '0') await benchClusterPlacement();
