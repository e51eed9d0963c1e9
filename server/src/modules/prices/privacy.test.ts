import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { productInput, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { pdfText } from '../../test/pdf-text.js';
import { runStandingOrders } from '../standing-orders/job.js';

// Issue 38 item 4, decision 060: nobody sees another customer's price. Friday 2026-11-20, 08:00
// in Montreal; Monday's standing-order occurrence (3 days ahead) becomes an order today.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
const clock = { now: () => NOW };

let t: TestApp;
let owner: string;
let counter: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
});
afterAll(() => t.close());

const { newCustomer } = orderKit(() => t, NOW);
type Product = { id: number; sku: string; packs: { id: number }[] };

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });
const ok = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
  const res = await call(cookie, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return res;
};

/** A product of stock 5,000 base units sold in the given packs. */
async function product(packs: object[]): Promise<Product> {
  const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput();
  const made = await ok(owner, 'POST', '/api/products', { ...rest, packs }, 201);
  const p = made.json().data.product as Product;
  await ok(owner, 'POST', '/api/inventory/movements', { product_id: p.id, quantity: 5000, reason: 'receipt' }, 201);
  return p;
}

/**
 * Where these amounts show in a reply: as cents in a JSON number, as dollars in a spreadsheet's
 * number, or written in a text ("43.21", "43,21"); the paths where they are (none: not shown).
 */
function amountsIn(cents: readonly number[], body: unknown): string[] {
  const written = cents.flatMap((c) => [(c / 100).toFixed(2), (c / 100).toFixed(2).replace('.', ',')]);
  const found: string[] = [];
  const walk = (v: unknown, at: string): void => {
    if (typeof v === 'number') {
      if (cents.some((c) => v === c || v === c / 100)) found.push(`${at} = ${v}`);
    } else if (typeof v === 'string') {
      for (const w of written) if (v.includes(w)) found.push(`${at} ~ ${w}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
  };
  walk(body, '');
  return found;
}

/** What a reply gives to read: its JSON, a PDF's text, or a workbook's rows. */
async function readable(res: Awaited<ReturnType<typeof call>>): Promise<unknown> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/pdf')) return pdfText(res.rawPayload);
  if (type.includes('spreadsheet')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return workbook.worksheets.map((sheet) => sheet.getSheetValues());
  }
  return res.json();
}

describe("customer A never sees customer B's prices (decision 060)", () => {
  it("never shows customer A customer B's contract price, level price or order, through every priced call", async () => {
    // Roses: the stem 1.00 $, the box of 100 80.00 $ (10 boxes or more: 70.00 $).
    const rose = await product([
      { kind: 'stem', units: 1, price_cents: 100, active: true },
      { kind: 'box', units: 100, price_cents: 8000, active: true, breaks: [{ min_quantity: 10, price_cents: 7000 }] },
    ]);
    // Tulips: the box of 10 56.78 $ (20 boxes or more: 49.00 $).
    const tulip = await product([
      { kind: 'box', units: 10, price_cents: 5678, active: true, breaks: [{ min_quantity: 20, price_cents: 4900 }] },
    ]);
    const roseBox = rose.packs[1]!.id;
    const tulipBox = tulip.packs[0]!.id;
    const level = async (percent_off: number) =>
      (
        await ok(
          owner,
          'POST',
          '/api/price-levels',
          { name_en: `Level ${percent_off}`, name_fr: `Niveau ${percent_off}`, percent_off },
          201,
        )
      ).json().data.price_level.id as number;
    const a = await newCustomer();
    const b = await newCustomer();
    // A: 5 % off (the rose box 76.00 $, the tulips 53.94 $).
    await ok(owner, 'PUT', `/api/customers/${a.id}/prices`, { price_level_id: await level(5), prices: [] });
    // B: 12.34 % off (the rose box 70.13 $, the tulips 49.77 $) and a contract: the rose box 43.21 $.
    await ok(owner, 'PUT', `/api/customers/${b.id}/prices`, {
      price_level_id: await level(12.34),
      prices: [{ pack_id: roseBox, price_cents: 4321 }],
    });
    const A_PRICES = [7600, 5394];
    const B_PRICES = [4321, 7013, 4977];

    const lines = (tulips: number) => [
      { product_id: rose.id, pack_id: roseBox, quantity: 1 },
      { product_id: tulip.id, pack_id: tulipBox, quantity: tulips },
    ];
    const webOrder = async (cookie: string, tulips: number) =>
      (
        await ok(
          cookie,
          'POST',
          '/api/Customer/Orders',
          { delivery_method: 'pickup', delivery_date: TODAY, agreed_disclaimer: true, lines: lines(tulips) },
          201,
        )
      ).json().data.order as { id: number; number: string; total_cents: number; lines: object[] };
    const standing = async (cookie: string, tulips: number) =>
      (
        await ok(
          cookie,
          'POST',
          '/api/customer/standing-orders',
          {
            delivery_method: 'pickup',
            lines: lines(tulips),
            every_weeks: 1,
            weekdays: [1],
            starts_on: TODAY,
            lead_days: 3,
          },
          201,
        )
      ).json().data.standing_order as { id: number; lines: object[] };

    // B buys: 20 boxes of tulips reach the break (49.00 $ < their 49.77 $), the roses at their contract.
    const bOrder = await webOrder(b.cookie, 20);
    expect(bOrder.lines).toMatchObject([
      { price_cents: 4321, price_source: 'contract' },
      { price_cents: 4900, price_source: 'break' },
    ]);
    const bStanding = await standing(b.cookie, 1);
    expect(bStanding.lines).toMatchObject([
      { price_cents: 4321, list_price_cents: 8000, price_source: 'contract' },
      { price_cents: 4977, list_price_cents: 5678, price_source: 'level' },
    ]);
    const bInvoiced = (
      await ok(
        owner,
        'POST',
        '/api/Orders',
        { customer_id: b.id, delivery_method: 'pickup', delivery_date: TODAY, lines: lines(1) },
        201,
      )
    ).json().data.order as { id: number; number: string; total_cents: number };

    // A buys one box of each: their own level, whatever B's quantities reach.
    const aOrder = await webOrder(a.cookie, 1);
    expect(aOrder.lines).toMatchObject([
      { price_cents: 7600, price_source: 'level' },
      { price_cents: 5394, price_source: 'level' },
    ]);
    const aStanding = await standing(a.cookie, 1);
    expect(aStanding.lines).toMatchObject([
      { price_cents: 7600, list_price_cents: 8000, price_source: 'level' },
      { price_cents: 5394, list_price_cents: 5678, price_source: 'level' },
    ]);
    const aInvoiced = (
      await ok(
        owner,
        'POST',
        '/api/Orders',
        { customer_id: a.id, delivery_method: 'pickup', delivery_date: TODAY, lines: lines(1) },
        201,
      )
    ).json().data.order as { id: number; number: string };
    // Monday's occurrences of both standing orders become orders today, each at its customer's prices.
    expect(await runStandingOrders({ db: t.db, clock, config: t.config, files: t.app.files })).toMatchObject({
      ordered: 2,
      failed: 0,
    });
    const aOccurrences = (
      await ok(
        a.cookie,
        'GET',
        `/api/customer/standing-orders/${aStanding.id}/occurrences?from=2026-11-23&to=2026-11-30`,
      )
    ).json().data.occurrences as { order_id: number | null }[];
    const aMade = aOccurrences[0]!.order_id!;
    expect(aMade).toBeGreaterThan(0);

    // Everything A reads that carries a price: each shows A's own prices, none of B's (nor B's orders).
    const reads: [string, boolean][] = [
      [`/api/products/${rose.id}`, true],
      [`/api/products/${tulip.id}`, true],
      [`/api/products?ids=${rose.id},${tulip.id}`, true],
      ['/api/products?limit=100', true],
      [`/api/products/${rose.id}?customer_id=${b.id}`, true],
      [`/api/products?ids=${rose.id},${tulip.id}&customer_id=${b.id}`, true],
      [`/api/customer/Orders/${a.id}`, false],
      [`/api/customer/weborder/tickets/${a.id}`, false],
      [`/api/customer/tickets/${aOrder.id}`, true],
      [`/api/customer/tickets/${aInvoiced.id}`, true],
      [`/api/customer/tickets/${aMade}`, true],
      [`/api/Orders/${aOrder.id}/invoice.pdf`, true],
      [`/api/Orders/${aInvoiced.id}/invoice.pdf`, true],
      [`/api/customer/statement/${a.id}`, false],
      [`/api/customer/statement/${a.id}/statement.pdf`, false],
      [`/api/customer/Orders/payments/${a.id}`, false],
      ['/api/pricelists/live/all-products?format=xlsx&lang=en', true],
      ['/api/pricelists/live/all-products?format=pdf&lang=fr', true],
      ['/api/customer/standing-orders', true],
      [`/api/customer/standing-orders/${aStanding.id}`, true],
      [`/api/customer/standing-orders/${aStanding.id}/occurrences`, false],
    ];
    const bFigures = [...B_PRICES, bOrder.total_cents, bInvoiced.total_cents];
    for (const [url, priced] of reads) {
      const seen = await readable(await ok(a.cookie, 'GET', url));
      expect([url, amountsIn(bFigures, seen)]).toEqual([url, []]);
      for (const number of [bOrder.number, bInvoiced.number])
        expect([url, JSON.stringify(seen).includes(number)]).toEqual([url, false]);
      // A read that prices anything prices it for A: the check above is not passed by a blank.
      if (priced) expect([url, amountsIn(A_PRICES, seen).length > 0]).toEqual([url, true]);
    }
    // B's orders and standing order are not A's to read.
    for (const url of [
      `/api/customer/tickets/${bOrder.id}`,
      `/api/Orders/${bInvoiced.id}/invoice.pdf`,
      `/api/customer/standing-orders/${bStanding.id}`,
      `/api/customer/standing-orders/${bStanding.id}/occurrences`,
      `/api/customer/Orders/${b.id}`,
      `/api/customer/statement/${b.id}`,
    ]) {
      const res = await call(a.cookie, 'GET', url);
      expect([url, [403, 404].includes(res.statusCode)]).toEqual([url, true]);
    }

    // The same reads as B give B's prices: what A was spared is there to see.
    const bProduct = (await ok(b.cookie, 'GET', `/api/products/${rose.id}`)).json();
    expect(amountsIn([4321], bProduct).length).toBeGreaterThan(0);
    const bTulips = (await ok(b.cookie, 'GET', `/api/products/${tulip.id}`)).json();
    expect(amountsIn([4977], bTulips).length).toBeGreaterThan(0);
    const bLive = await readable(await ok(b.cookie, 'GET', '/api/pricelists/live/all-products?format=xlsx&lang=en'));
    for (const cents of [4321, 4977]) expect([cents, amountsIn([cents], bLive).length > 0]).toEqual([cents, true]);

    // Staff who may not read customers (a driver) naming B read the list; the counter reads B's.
    const driver = (await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie;
    for (const url of [
      `/api/products/${rose.id}?customer_id=${b.id}`,
      `/api/products?ids=${rose.id}&customer_id=${b.id}`,
    ])
      expect([url, amountsIn(B_PRICES, (await ok(driver, 'GET', url)).json())]).toEqual([url, []]);
    expect(
      amountsIn([4321], (await ok(counter, 'GET', `/api/products/${rose.id}?customer_id=${b.id}`)).json()),
    ).not.toEqual([]);
  });
});
