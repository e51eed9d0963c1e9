import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { receivedLots } from '../index.js';

// Decision 062: a product's received lots, in the order they came, with their landed cost per unit.
let t: TestApp;
let owner: string;

const call = async (method: 'POST', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, payload, ...as(owner) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const supplier = async (currency: string, country: string) =>
  (
    await call('POST', '/api/suppliers', {
      name: `Farm ${currency}`,
      country,
      currency,
      email: `${currency.toLowerCase()}@farm.example`,
      lead_time_days: 3,
    })
  ).supplier.id as number;
const sentOrder = async (supplierId: number, lines: object[]) => {
  const order = (
    await call('POST', '/api/purchase-orders', { supplier_id: supplierId, arrival_date: '2026-12-10', lines })
  ).purchase_order as { id: number; lines: { id: number }[] };
  await call('POST', `/api/purchase-orders/${order.id}/send`, {});
  return order;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

describe('receivedLots (purchasing index)', () => {
  it('lists the lots that entered stock, oldest first, at cost × rate; damaged and other products apart', async () => {
    const cad = await supplier('CAD', 'CA');
    const usd = await supplier('USD', 'EC');
    const rose = (await createProduct(t.db, { sku: 'LOT-ROSE' })).id;
    const other = (await createProduct(t.db, { sku: 'LOT-OTHER' })).id;
    const local = await sentOrder(cad, [
      { product_id: rose, boxes: 4, units_per_box: 25, unit_cost_cents: 90 },
      { product_id: other, boxes: 1, units_per_box: 10, unit_cost_cents: 10 },
    ]);
    // A partial receipt, then the rest (3 damaged); a line all damaged puts no lot in stock.
    await call('POST', `/api/purchase-orders/${local.id}/receive`, {
      lines: [{ line_id: local.lines[0]!.id, units: 40 }],
    });
    await call('POST', `/api/purchase-orders/${local.id}/receive`, {
      lines: [
        { line_id: local.lines[0]!.id, units: 60, damaged_units: 3 },
        { line_id: local.lines[1]!.id, units: 10, damaged_units: 10 },
      ],
    });
    const foreign = await sentOrder(usd, [{ product_id: rose, boxes: 1, units_per_box: 50, unit_cost_cents: 60 }]);
    await call('POST', `/api/purchase-orders/${foreign.id}/receive`, {
      lines: [{ line_id: foreign.lines[0]!.id, units: 50 }],
    });

    const lots = await receivedLots(t.db, rose);
    expect(lots.map(({ units, landed_unit_cost_cents }) => ({ units, landed_unit_cost_cents }))).toEqual([
      { units: 40, landed_unit_cost_cents: 90 },
      { units: 57, landed_unit_cost_cents: 90 },
      // A USD order before its rate is typed: cost unknown in CAD.
      { units: 50, landed_unit_cost_cents: null },
    ]);
    expect(lots[0]!.received_at <= lots[1]!.received_at).toBe(true);
    expect(await receivedLots(t.db, other)).toEqual([]);
    const page = await receivedLots(t.db, rose, { after: lots[0]!, limit: 1 });
    expect(page.map((l) => l.receipt_id)).toEqual([lots[1]!.receipt_id]);
  });
});
