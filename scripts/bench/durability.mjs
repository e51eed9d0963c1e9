// Issue 18's durability check on SQLite (docs/decisions/028-sqlite-group-commit.md): web
// orders are placed by 20 clients at once, the shop is killed (SIGKILL) in the middle, and
// every order it had acknowledged must be in the database, once. The same check through
// nginx on PostgreSQL is part of `npm run cluster:check`.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { earliestDeliveryDate } from '@shop/contract';
import { DEMO_ADMIN, PASSWORD, signIn } from './placement.mjs';
import { startShop } from './server.mjs';

const CUSTOMERS = ['client@demo.fleurs.test', 'atelier.verdure@demo.fleurs.test'];
const CLIENTS = 20;
const KILL_AFTER = 400;

export async function benchDurability() {
  console.log(`\n## Durability on SQLite: ${CLIENTS} clients place web orders, the shop is killed (SIGKILL) mid-run`);
  const shop = await startShop({ SEED: 'demo', RATE_LIMIT: 'off' });
  let killed = false;
  try {
    const admin = await signIn(shop.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const inventory = await fetch(`${shop.url}/api/inventory?limit=10`, { headers: { cookie: admin } });
    const ids = (await inventory.json()).data.items.map((p) => p.id);
    for (const id of ids)
      await fetch(`${shop.url}/api/inventory/movements`, {
        method: 'POST',
        headers: { cookie: admin, origin: shop.url, 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: id, quantity: 100_000, reason: 'receipt' }),
      });
    const cookies = await Promise.all(CUSTOMERS.map((email) => signIn(shop.url, email, PASSWORD)));
    const date = earliestDeliveryDate(new Date(Date.now() + 24 * 3600_000));
    const acknowledged = new Map(); // idempotency key -> order number
    let sent = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!killed) {
          const n = (sent += 1);
          const key = randomUUID();
          try {
            const res = await fetch(`${shop.url}/api/Customer/Orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: shop.url,
                cookie: cookies[n % cookies.length],
                'idempotency-key': key,
              },
              body: JSON.stringify({
                delivery_method: 'pickup',
                delivery_date: date,
                agreed_disclaimer: true,
                lines: [0, 1, 2].map((k) => ({ product_id: ids[(n + k) % ids.length], quantity: 1 })),
              }),
            });
            if (res.status === 201) acknowledged.set(key, (await res.json()).data.order.number);
            else await res.arrayBuffer();
          } catch {
            failed += 1;
          }
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            process.kill(shop.pid, 'SIGKILL');
          }
        }
      }),
    );
    // Opening the file recovers what the write-ahead log holds, as the next start would.
    const db = new SQLite(path.join(shop.dataDir, 'shop.db'));
    const found = db.prepare('select count(*) as n from orders where idempotency_key = ?');
    let missing = 0;
    let twice = 0;
    for (const key of acknowledged.keys()) {
      const { n } = found.get(key);
      if (n === 0) missing += 1;
      if (n > 1) twice += 1;
    }
    db.close();
    console.log(
      `${acknowledged.size} orders acknowledged before the kill, ${failed} requests cut by it: ` +
        `${missing} acknowledged orders missing, ${twice} placed twice ` +
        `(${missing === 0 && twice === 0 ? 'none lost' : 'ORDERS LOST'})`,
    );
  } finally {
    await shop.stop();
  }
}
