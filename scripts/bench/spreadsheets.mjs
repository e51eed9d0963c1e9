// Price-list spreadsheets uploaded to a running shop (issue 35, item 6): the shop's peak
// resident memory with four large XLSX uploaded at once, and how long /api/health takes
// meanwhile. Figures only: it never fails on timing or memory.
//
//   node scripts/bench/spreadsheets.mjs      (after npm run build; or BENCH_ONLY=spreadsheets npm run bench)
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { PRICE_LIST_FILE } from '../../contract/dist/index.js';
import { startShop } from './server.mjs';

const ADMIN = { email: 'bench-spreadsheets@example.com', password: 'Bench-Spreadsheets-2026!' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX of `rows` rows under a header, `columns` wide, written as Excel does (shared strings). */
async function workbook(rows, columns) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (chunk) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Prices');
  sheet.addRow(Array.from({ length: columns }, (_, c) => `Column ${c + 1}`)).commit();
  for (let r = 1; r <= rows; r += 1) {
    const values = Array.from({ length: columns }, (_, c) =>
      c % 3 === 0 ? `Rose ${r % 997} ${['red', 'white', 'pink'][c % 3 === 0 ? r % 3 : 0]} ${c}` : r * 0.25 + c,
    );
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

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

async function signIn(shop) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function upload(shop, cookie, bytes, n) {
  const form = new FormData();
  form.set('title_en', `Bench ${n}`);
  form.set('title_fr', `Banc ${n}`);
  form.set('section', 'petals');
  form.set('published', 'false');
  form.set('file', new Blob([bytes], { type: XLSX }), `bench-${n}.xlsx`);
  const start = performance.now();
  const res = await fetch(`${shop.url}/api/pricelists`, { method: 'POST', headers: { cookie }, body: form });
  const body = await res.text();
  let message = '';
  try {
    message = JSON.parse(body).message ?? '';
  } catch {
    // not JSON
  }
  return { status: res.status, seconds: (performance.now() - start) / 1000, message };
}

/** /api/health asked every 10 ms, one call at a time, until `done` settles: latencies in ms. */
async function pingWhile(shop, done) {
  const latencies = [];
  let running = true;
  done.then(
    () => (running = false),
    () => (running = false),
  );
  while (running) {
    const sent = performance.now();
    await fetch(`${shop.url}/api/health`);
    latencies.push(performance.now() - sent);
    await new Promise((r) => setTimeout(r, 10));
  }
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * On a shop started for this alone: `count` uploads of `bytes` at once while /api/health is
 * asked every 10 ms (one at a time), and the same 3 s before with nothing uploaded. The peak is
 * VmHWM, the process's high-water mark (its start included).
 */
async function measure(bytes, count) {
  const shop = await startShop({
    SEED: 'none',
    RATE_LIMIT: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const cookie = await signIn(shop);
    // A first small upload loads the reading code, as a shop that has read one list has.
    await upload(shop, cookie, await workbook(2, 2), 0);
    const before = memory(shop.pid);
    // The same calls for 3 s with nothing uploaded: what the machine itself adds (other work on it).
    const idle = await pingWhile(shop, new Promise((r) => setTimeout(r, 3000)));
    const start = performance.now();
    const uploads = Promise.all(Array.from({ length: count }, (_, i) => upload(shop, cookie, bytes, i + 1)));
    const health = await pingWhile(shop, uploads);
    const results = await uploads;
    const seconds = (performance.now() - start) / 1000;
    const after = memory(shop.pid);
    return { results, seconds, before: before.rss, peak: after.peak, health, idle };
  } finally {
    await shop.stop();
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function report(label, file, r) {
  const statuses = r.results.map((x) => x.status).join(', ');
  console.log(`  ${label} (${mb(file.length)}): ${statuses} in ${r.seconds.toFixed(1)} s`);
  for (const message of new Set(r.results.map((x) => x.message).filter(Boolean))) console.log(`    "${message}"`);
  const ms = (h) => `p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(1)} ms`;
  console.log(`    shop RSS ${r.before.toFixed(0)} MB before, peak ${r.peak.toFixed(0)} MB`);
  console.log(`    /api/health meanwhile (${r.health.count} calls): ${ms(r.health)}`);
  console.log(`    /api/health idle just before (${r.idle.count} calls): ${ms(r.idle)}`);
}

export async function benchSpreadsheets() {
  // One million cells: 20,000 rows of 50 columns, the most rows and columns the reader takes.
  const huge = await workbook(20_000, 50);
  // The largest sheet under the cell limit, ten columns wide (100,000 cells on a build without one).
  const validRows = Math.min(PRICE_LIST_FILE.maxRows, Math.floor((PRICE_LIST_FILE.maxCells ?? 100_000) / 10));
  const valid = await workbook(validRows, 10);
  console.log('\nPrice-list XLSX uploads (peak RSS of the shop, /api/health every 10 ms meanwhile)');
  report('4 at once, 1,000,000 cells each', huge, await measure(huge, 4));
  report('1 alone, 1,000,000 cells', huge, await measure(huge, 1));
  const cells = (validRows * 10).toLocaleString('en');
  report(`4 at once, ${cells} cells each (largest valid)`, valid, await measure(valid, 4));
  report(`1 alone, ${cells} cells (largest valid)`, valid, await measure(valid, 1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSpreadsheets();
