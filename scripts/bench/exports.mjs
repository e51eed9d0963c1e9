// The Excel exports over a year of 200,000 orders (one line each): time, size and the shop's memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { withPostgres } from './catalog.mjs';
import { seedOrders } from './orders.mjs';
import { startShop } from './server.mjs';

const ADMIN = { email: 'bench-exports@example.com', password: 'Bench-Exports-2026!' };
const ORDERS = 200_000;
// seedOrders spreads the orders over 2026 from January 1st, one every 150 s (about 17,000 a month).
const RUNS = [
  { kind: 'orders', from: '2026-03-01', to: '2026-03-31' },
  { kind: 'orders', from: '2026-01-01', to: '2026-12-31' },
  // The same with the JavaScript heap capped: the file is streamed, never held.
  { kind: 'orders', from: '2026-01-01', to: '2026-12-31', heapMb: 96 },
  { kind: 'order-lines', from: '2026-01-01', to: '2026-12-31' },
  { kind: 'product-totals', from: '2026-01-01', to: '2026-12-31' },
];

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

async function signIn(shop, admin) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

/**
 * Downloads `url` as a client would, counting its bytes (never keeping them), on a shop started
 * for it alone (signed in as `admin`): its peak memory (VmHWM) is that of the start and of this
 * download. Meanwhile the shop keeps answering: a request every 50 ms, the slowest answer kept.
 */
export async function measureDownload(env, { url, heapMb, admin = ADMIN }) {
  const shop = await startShop({
    SEED: 'none',
    RATE_LIMIT: 'off',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
    ...env,
  });
  try {
    const cookie = await signIn(shop, admin);
    const before = memory(shop.pid);
    let slowest = 0;
    let downloading = true;
    const pinging = (async () => {
      while (downloading) {
        const sent = performance.now();
        await fetch(`${shop.url}/api/health`);
        slowest = Math.max(slowest, performance.now() - sent);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const start = performance.now();
    let firstByte = 0;
    let bytes = 0;
    const res = await fetch(`${shop.url}${url}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      if (bytes === 0) firstByte = performance.now() - start;
      bytes += chunk.byteLength;
    }
    const seconds = (performance.now() - start) / 1000;
    downloading = false;
    await pinging;
    const after = memory(shop.pid);
    return { seconds, firstByte, bytes, before: before.rss, peak: after.peak, slowest };
  } finally {
    await shop.stop();
  }
}

/**
 * A SQLite database in a throw-away directory, seeded, then `bench('SQLite', env)` on it; the
 * same on a new PostgreSQL database when BENCH_DATABASE_URL is set. `env` starts a shop on it.
 */
export async function onSeededDatabases(name, seed, bench) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'shop.db') });
    try {
      await migrateToLatest(sqlite);
      await seed(sqlite);
    } finally {
      await sqlite.destroy();
    }
    await bench('SQLite', { DATA_DIR: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(process.env.BENCH_DATABASE_URL, async (db, url) => {
      await migrateToLatest(db);
      await seed(db);
      await bench('PostgreSQL', { DATABASE_URL: url });
    });
  }
}

async function benchShop(label, env) {
  for (const run of RUNS) {
    const r = await measureDownload(env, {
      url: `/api/exports/${run.kind}.xlsx?from=${run.from}&to=${run.to}&lang=en`,
      heapMb: run.heapMb,
    });
    console.log(
      `${label} ${run.kind} ${run.from}..${run.to}${run.heapMb ? ` (heap capped at ${run.heapMb} MB)` : ''}: ` +
        `${r.seconds.toFixed(1)} s for ${(r.bytes / 1e6).toFixed(1)} MB (first byte after ${r.firstByte.toFixed(0)} ms); ` +
        `shop RSS ${r.before.toFixed(0)} MB before, peak ${r.peak.toFixed(0)} MB; ` +
        `slowest /api/health meanwhile ${r.slowest.toFixed(0)} ms`,
    );
  }
}

export async function benchExports() {
  console.log(`\n## Excel exports of a year with ${ORDERS.toLocaleString('en')} orders and order lines (streamed)`);
  await onSeededDatabases('exports', (db) => seedOrders(db, ORDERS), benchShop);
}

// `node scripts/bench/exports.mjs` runs this section alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) await benchExports();
