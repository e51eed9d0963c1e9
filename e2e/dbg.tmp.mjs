import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const p = await b.newPage();
p.on('console', (m) => {
  if (m.type() === 'error') console.log('console', m.text().slice(0, 1500));
});
await p.goto('http://localhost:3100/price-list');
await p.waitForTimeout(2000);
console.log(p.url());
await b.close();
