// npm run bench: reports figures, never fails on timing. Each capability adds its section.
import { startShop } from './server.mjs';
import { benchWeb } from './web.mjs';

const shop = await startShop({ SEED: 'demo' });
try {
  await benchWeb(shop);
} finally {
  await shop.stop();
}
