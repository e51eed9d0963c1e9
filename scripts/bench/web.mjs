// The public site as a phone sees it: the JS and CSS bytes (gzip) the home page loads, and
// Lighthouse's four scores for /, /fr and /login on its mobile settings.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function homePageBytes(url) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const page = await browser.newPage();
  const totals = { js: 0, css: 0, files: [] };
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    totals[type === 'script' ? 'js' : 'css'] += gz;
    totals.files.push(`${new URL(res.url()).pathname} ${(gz / 1024).toFixed(1)} KB`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return totals;
}

async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const c = result.lhr.categories;
      const a = result.lhr.audits;
      rows.push({
        url: new URL(url).pathname,
        performance: c.performance.score,
        accessibility: c.accessibility.score,
        'best-practices': c['best-practices'].score,
        seo: c.seo.score,
        LCP: a['largest-contentful-paint'].displayValue,
        TBT: a['total-blocking-time'].displayValue,
        CLS: a['cumulative-layout-shift'].displayValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export async function benchWeb(shop) {
  const bytes = await homePageBytes(`${shop.url}/`);
  console.log('\n## Home page weight (gzip)');
  console.log(`JS ${(bytes.js / 1024).toFixed(1)} KB, CSS ${(bytes.css / 1024).toFixed(1)} KB`);
  for (const f of bytes.files) console.log(`  ${f}`);
  console.log('\n## Lighthouse (mobile settings)');
  console.table(await lighthouseScores([`${shop.url}/`, `${shop.url}/fr`, `${shop.url}/login`]));
}
