import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { receivedLots } from '../index.js';
import { addCharge } from './charges-service.js';

// Issue 37 item 5 (decision 062): a purchase order's charges in CAD and its rate, spread into each
// received line's landed cost per unit, again on every change.
let t: TestApp;
let owner: string;
let usd: number;
let cad: number;
let rose: number;
let tulip: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as {
    message?: string;
    data: {
      landed_cost: {
        exchange_rate: number | null;
        charges: { id: number; kind: string }[];
        charges_cents: number;
        receipts: {
          landed_unit_cost_cents: number | null;
          stocked_units: number;
          unit_cost_cad_cents: number | null;
        }[];
      };
      changed_order_ids: number[];
    };
  };
};
const landed = (body: Awaited<ReturnType<typeof ok>>) =>
  body.data.landed_cost.receipts.map((r) => r.landed_unit_cost_cents);
const supplier = async (currency: string, country: string) =>
  (
    await ok('POST', '/api/suppliers', {
      name: `Farm ${currency}`,
      country,
      currency,
      email: 'f@farm.example',
      lead_time_days: 3,
    })
  ).data as unknown as { supplier: { id: number } };
const sentOrder = async (supplierId: number, lines: object[]) => {
  const res = await call('POST', '/api/purchase-orders', {
    supplier_id: supplierId,
    arrival_date: '2026-12-10',
    lines,
  });
  const order = res.json().data.purchase_order as { id: number; lines: { id: number }[] };
  await ok('POST', `/api/purchase-orders/${order.id}/send`);
  return order;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  usd = (await supplier('USD', 'EC')).supplier.id;
  cad = (await supplier('CAD', 'CA')).supplier.id;
  rose = (await createProduct(t.db, { sku: 'LC-ROSE' })).id;
  tulip = (await createProduct(t.db, { sku: 'LC-TULIP' })).id;
});
afterAll(() => t.close());

describe('landed cost (/api/purchase-orders/{id}/charges, /exchange-rate)', () => {
  it('spreads freight by boxes and duties by value over a USD order received in part, again on every change', async () => {
    // Roses: 10 boxes of 25 at 0.80 USD; tulips: 4 boxes of 50 at 1.20 USD, 2 boxes received.
    const order = await sentOrder(usd, [
      { product_id: rose, boxes: 10, units_per_box: 25, unit_cost_cents: 80 },
      { product_id: tulip, boxes: 4, units_per_box: 50, unit_cost_cents: 120 },
    ]);
    const url = `/api/purchase-orders/${order.id}`;
    await ok('POST', `${url}/receive`, {
      lines: [
        { line_id: order.lines[0]!.id, units: 250, damaged_units: 10 },
        { line_id: order.lines[1]!.id, units: 100 },
      ],
    });
    const before = await ok('GET', `${url}/charges`);
    expect(before.data.landed_cost).toMatchObject({ exchange_rate: null, charges: [], charges_cents: 0 });
    expect(landed(before)).toEqual([null, null]);

    const rate = await ok('PUT', `${url}/exchange-rate`, { exchange_rate: 1.35 });
    expect(landed(rate)).toEqual([108, 162]);
    expect(rate.data.changed_order_ids).toEqual([]);
    expect((await ok('GET', url)).data).toMatchObject({ purchase_order: { exchange_rate: 1.35 } });

    await ok('POST', `${url}/charges`, {
      kind: 'freight',
      amount_cents: 12_000,
      spread: 'boxes',
      reference: 'AWB-074-1',
    });
    const both = await ok('POST', `${url}/charges`, { kind: 'duties', amount_cents: 5_000, spread: 'value' });
    // Roses: 108 + (12000 × 9.6/11.6 + 5000 × 25920/42120) ÷ 240; tulips: 162 + (12000 × 2/11.6 + 5000 × 16200/42120) ÷ 100.
    expect(landed(both)).toEqual([162.1998, 201.9204]);
    expect(both.data.landed_cost.charges_cents).toBe(17_000);
    expect(both.message).toBe('Charge added. No sale’s cost changed.');
    expect((await receivedLots(t.db, rose)).map((l) => [l.units, l.landed_unit_cost_cents])).toEqual([[240, 162.1998]]);

    const [freight, duties] = both.data.landed_cost.charges;
    const edited = await ok('PUT', `${url}/charges/${duties!.id}`, {
      kind: 'duties',
      amount_cents: 6_000,
      spread: 'boxes',
    });
    expect(landed(edited)).toEqual([170.069, 193.0345]);
    const removed = await ok('DELETE', `${url}/charges/${freight!.id}`);
    expect(landed(removed)).toEqual([128.6897, 172.3448]);
    expect(removed.data.landed_cost.charges.map((c) => c.kind)).toEqual(['duties']);

    // The rest of the tulips: the duties are spread over three receipts now.
    await ok('POST', `${url}/receive`, { lines: [{ line_id: order.lines[1]!.id, units: 100 }] });
    expect(landed(await ok('GET', `${url}/charges`))).toEqual([125.6471, 170.8235, 170.8235]);

    const trail = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'purchase_order')
      .where('entity_id', '=', order.id)
      .where('action', 'in', ['exchange_rate', 'charge_add', 'charge_change', 'charge_delete'])
      .orderBy('id')
      .execute();
    expect(trail.map((e) => e.action)).toEqual([
      'exchange_rate',
      'charge_add',
      'charge_add',
      'charge_change',
      'charge_delete',
    ]);
    expect(JSON.parse(trail[0]!.changes)).toEqual({ exchange_rate: [null, 1.35] });
    expect(JSON.parse(trail[3]!.changes)).toEqual({
      [`charge ${duties!.id}`]: [
        { kind: 'duties', amount_cents: 5000, spread: 'value', reference: null },
        { kind: 'duties', amount_cents: 6000, spread: 'boxes', reference: null },
      ],
    });
  });

  it('takes a CAD order at 1, and spreads by value over its received lines', async () => {
    const order = await sentOrder(cad, [
      { product_id: rose, boxes: 2, units_per_box: 100, unit_cost_cents: 50 },
      { product_id: tulip, boxes: 1, units_per_box: 100, unit_cost_cents: 150 },
    ]);
    const url = `/api/purchase-orders/${order.id}`;
    await ok('POST', `${url}/receive`, {
      lines: [
        { line_id: order.lines[0]!.id, units: 200 },
        { line_id: order.lines[1]!.id, units: 100 },
      ],
    });
    const body = await ok('POST', `${url}/charges`, { kind: 'handling', amount_cents: 2_500, spread: 'value' });
    // Values 10,000 and 15,000 ¢: 1,000 and 1,500 ¢ of handling.
    expect(body.data.landed_cost.exchange_rate).toBe(1);
    expect(landed(body)).toEqual([55, 165]);
    const wrong = await call('PUT', `${url}/exchange-rate`, { exchange_rate: 1.2 });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'exchange_rate']);
    expect((await call('PUT', `${url}/exchange-rate`, { exchange_rate: 1 })).statusCode).toBe(200);
  });

  it('refuses bad input (400), other staff (403), another order’s charge (404) and a cancelled order (409)', async () => {
    const order = await sentOrder(usd, [{ product_id: rose, boxes: 1, units_per_box: 10, unit_cost_cents: 10 }]);
    const other = await sentOrder(usd, [{ product_id: rose, boxes: 1, units_per_box: 10, unit_cost_cents: 10 }]);
    const url = `/api/purchase-orders/${order.id}`;
    const good = { kind: 'brokerage', amount_cents: 900, spread: 'value', reference: 'CB-77' };
    for (const bad of [
      { ...good, amount_cents: 0 },
      { ...good, amount_cents: -100 },
      { ...good, amount_cents: 1.5 },
      { ...good, kind: 'insurance' },
      { ...good, spread: 'weight' },
    ])
      expect((await call('POST', `${url}/charges`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    for (const rate of [0, -1.3, 1.1234567, 'abc'])
      expect((await call('PUT', `${url}/exchange-rate`, { exchange_rate: rate })).statusCode, String(rate)).toBe(400);

    const charge = (await ok('POST', `${url}/charges`, good)).data.landed_cost.charges[0]!;
    for (const role of ['counter', 'designer', 'driver'] as const) {
      const cookie = (await signInAsNewAdmin(t.app, t.db, [role])).cookie;
      expect((await call('GET', `${url}/charges`, undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', `${url}/charges`, good, cookie)).statusCode).toBe(403);
      expect((await call('PUT', `${url}/charges/${charge.id}`, good, cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `${url}/charges/${charge.id}`, undefined, cookie)).statusCode).toBe(403);
      expect((await call('PUT', `${url}/exchange-rate`, { exchange_rate: 1.3 }, cookie)).statusCode).toBe(403);
    }
    const otherUrl = `/api/purchase-orders/${other.id}/charges/${charge.id}`;
    expect((await call('PUT', otherUrl, good)).statusCode).toBe(404);
    expect((await call('DELETE', otherUrl)).statusCode).toBe(404);
    expect((await call('POST', '/api/purchase-orders/999999/charges', good)).statusCode).toBe(404);
    expect((await call('GET', '/api/purchase-orders/999999/charges')).statusCode).toBe(404);

    await ok('POST', `/api/purchase-orders/${other.id}/cancel`);
    const cancelled = await call('POST', `/api/purchase-orders/${other.id}/charges`, good);
    expect(cancelled.statusCode).toBe(409);
    expect((await ok('GET', `${url}/charges`)).data.landed_cost.charges).toHaveLength(1);
  });

  it('tells the listener the app plugs in which lots changed, and names the sales it says changed', async () => {
    const order = await sentOrder(cad, [{ product_id: rose, boxes: 1, units_per_box: 20, unit_cost_cents: 40 }]);
    await ok('POST', `/api/purchase-orders/${order.id}/receive`, {
      lines: [{ line_id: order.lines[0]!.id, units: 20 }],
    });
    const [lot] = (await receivedLots(t.db, rose)).slice(-1);
    const heard: number[][] = [];
    const reply = await addCharge(
      {
        db: t.db,
        clock: { now: () => new Date() },
        onLandedCostChanged: async (_trx, receiptIds) => {
          heard.push(receiptIds);
          return { order_ids: [42, 7, 42] };
        },
      },
      { id: 1, name: 'Test' },
      order.id,
      { kind: 'freight', amount_cents: 200, spread: 'boxes', reference: null },
    );
    expect(heard).toEqual([[lot!.receipt_id]]);
    expect(reply.changed_order_ids).toEqual([7, 42]);
    expect(reply.landed_cost.receipts[0]!.landed_unit_cost_cents).toBe(50);
  });
});
