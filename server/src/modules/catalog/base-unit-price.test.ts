import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUnitPrice } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { productInput, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { shrinkByCategory, stockByAge } from '../inventory/index.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const stamp = Date.now();
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(staff) });

/** A product written with packs only (base unit: a stem), with `stock` stems received and `lost` written off. */
async function packed(name: string, packs: object[], stock: number, lost: number) {
  const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput({ category: 'fillers' });
  const res = await call('POST', '/api/products', { ...rest, name_en: name, name_fr: name, sections: ['petals'], packs });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.product.id as number;
  const received = await call('POST', '/api/inventory/receipts', { lines: [{ product_id: id, quantity: stock }] });
  expect(received.statusCode, received.body).toBe(201);
  const loss = await call('POST', '/api/inventory/movements', {
    product_id: id,
    quantity: -lost,
    reason: 'loss',
    note: 'wilted',
  });
  expect(loss.statusCode, loss.body).toBe(201);
  return id;
}

async function sheetRows(url: string) {
  const res = await call('GET', url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const headers = rows[0]!.map(String);
  return rows.slice(1).map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i]])));
}

describe('a base unit of stock is worth the cheapest active pack per unit, not the default pack', () => {
  const box = `Box-only Rose ${stamp}`;
  const mixed = `Mixed Rose ${stamp}`;
  beforeAll(async () => {
    // One box of 100 stems at $80: 300 in, 30 lost → 270 stems = $216.00 of stock, $24.00 of shrink.
    await packed(box, [{ kind: 'box', units: 100, price_cents: 8000, active: true }], 300, 30);
    // A stem at $1 (the default pack, the lowest price), a box of 120 at $96 (80 cents a stem), a
    // bunch of 10 at $5 no longer offered: 240 in, 12 lost → 228 × 80 cents = $182.40; shrink $9.60.
    await packed(
      mixed,
      [
        { kind: 'stem', units: 1, price_cents: 100, active: true },
        { kind: 'box', units: 120, price_cents: 9600, active: true },
        { kind: 'bunch', units: 10, price_cents: 500, active: false },
      ],
      240,
      12,
    );
  });

  it('the rule: cheapest active per unit, else the product price', () => {
    expect(baseUnitPrice([{ units: 100, price_cents: 8000, active: true }], 8000)).toBe(80);
    expect(
      baseUnitPrice(
        [
          { units: 12, price_cents: 1000, active: true },
          { units: 1, price_cents: 90, active: true },
        ],
        90,
      ),
    ).toBeCloseTo(83.333, 2);
    expect(baseUnitPrice([{ units: 10, price_cents: 10, active: false }], 250)).toBe(250);
  });

  it('values the stock and the shrink of the dashboard per base unit', async () => {
    const shrink = await shrinkByCategory(t.db, { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' });
    expect(shrink).toEqual([{ category: 'fillers', units: 42, value_cents: 2400 + 960 }]);
    const age = await stockByAge(t.db, '2026-11-20');
    const total = age.reduce((n, b) => ({ units: n.units + b.units, value: n.value + b.value_cents }), {
      units: 0,
      value: 0,
    });
    expect(total).toEqual({ units: 270 + 228, value: 21600 + 18240 });
  });

  it('the inventory export: price per unit and stock value', async () => {
    const rows = await sheetRows('/api/exports/inventory.xlsx?from=2026-11-01&to=2026-11-30&lang=en');
    const row = (name: string) => rows.find((r) => r['Product'] === name)!;
    expect(row(box)).toMatchObject({ 'On hand now': 270, 'Price per unit': 0.8, 'Stock value': 216, 'Lost in range': 30 });
    expect(row(mixed)).toMatchObject({ 'On hand now': 228, 'Price per unit': 0.8, 'Stock value': 182.4 });
  });

  it('the live price list: one row per active pack, its size, its price, whole packs available', async () => {
    const rows = await sheetRows('/api/pricelists/live/petals?format=xlsx&lang=en');
    const of = (name: string) => rows.filter((r) => r['Product'] === name).map((r) => [r['Unit'], r['Price'], r['Availability']]);
    expect(of(box)).toEqual([['box of 100', 80, '2 available']]);
    expect(of(mixed)).toEqual([
      ['stem', 1, '228 available'],
      ['box of 120', 96, '1 available'],
    ]);
  });
});
