// npm run bench: reports figures, never fails on timing. Each capability adds its section.
import { startShop } from './server.mjs';
import { benchAuth } from './auth.mjs';
import { benchCatalogSearch, benchInventory } from './catalog.mjs';
import { benchClusterPlacement } from './cluster.mjs';
import { benchCustomers } from './customers.mjs';
import { benchExports } from './exports.mjs';
import { benchOrderList, benchOrderPlacement } from './orders.mjs';
import { benchPickList } from './pick-list.mjs';
import { benchPriceLists } from './price-lists.mjs';
import { benchReceivables } from './receivables.mjs';
import { benchWeb } from './web.mjs';

const shop = await startShop({ SEED: 'demo', RATE_LIMIT: 'off' });
try {
  await benchWeb(shop);
  await benchAuth(shop);
  await benchInventory(shop);
} finally {
  await shop.stop();
}
await benchCustomers();
await benchCatalogSearch();
await benchPriceLists();
await benchOrderPlacement();
await benchOrderList();
await benchExports();
await benchReceivables();
await benchPickList();
// Last: it starts PostgreSQL and nginx (installing them when missing), BENCH_CLUSTER=0 skips it.
if (process.env.BENCH_CLUSTER !== '0') await benchClusterPlacement();
