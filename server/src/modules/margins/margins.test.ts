import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { quebecGrower, receivedLot } from '../../test/purchase-lots.js';

// Issue 37 item 6 (decision 063): each order line's cost, first in first out over the received
// lots, recorded on every path that takes stock; cost and margin for the owner and office only.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
let t: TestApp;
let owner: string;
let office: string;
let counter: string;
let grower: number;
const kit = orderKit(() => t, NOW);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });

/** A lot of `units` at `cents` a unit from the Quebec grower (CAD: its landed cost is its cost). */
const lot = (productId: number, units: number, cents: number) =>
  receivedLot(t, owner, { supplier_id: grower, product_id: productId, units, cents });

/** The rows of an order's costs, as the margins module wrote them. */
const rows = (orderId: number) =>
  t.db
    .selectFrom('order_line_costs')
    .select(['order_line_id', 'receipt_id', 'units', 'unit_cost_cents', 'estimated'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const detail = async (id: number, cookie = owner) => {
  const res = await call('GET', `/api/Orders/${id}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order;
};
const staffLine = (productId: number, quantity: number) => ({ product_id: productId, quantity });
const staffOrder = (customerId: number, lines: { product_id: number; quantity: number }[]) =>
  kit.staffOrder<{ id: number }>(owner, { customer_id: customerId, date: TODAY, lines });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  grower = await quebecGrower(t, owner);
});
afterAll(() => t.close());

describe('a line takes its lots first in, first out (decision 063)', () => {
  it('a staff order takes the oldest lot first, then the next; an edit gives back the newest; cancelling frees them', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    await lot(rose.id, 100, 40);
    await lot(rose.id, 100, 50);
    const florist = await kit.newCustomer();
    const order = await staffOrder(florist.id, [staffLine(rose.id, 150)]);
    expect((await rows(order.id)).map((r) => [r.units, Number(r.unit_cost_cents)])).toEqual([
      [100, 40],
      [50, 50],
    ]);
    // 100 × 0.40 + 50 × 0.50 = 65.00 for 150.00 of sales.
    const read = await detail(order.id);
    expect(read).toMatchObject({ cost_cents: 6500, margin_cents: 8500 });
    expect(read.lines[0]).toMatchObject({ cost_cents: 6500, margin_cents: 8500 });
    expect(await detail(order.id, office)).toMatchObject({ cost_cents: 6500 });

    // A second order takes what is left of the second lot, then stock no lot covers: none here.
    const second = await staffOrder(florist.id, [staffLine(rose.id, 40)]);
    expect((await rows(second.id)).map((r) => [r.units, Number(r.unit_cost_cents)])).toEqual([[40, 50]]);

    // The first order down to 120: it gives back 30 of the newest lot it took.
    const edit = await call('PUT', `/api/Orders/${order.id}`, {
      customer_id: florist.id,
      type: 'order',
      delivery_method: 'pickup',
      delivery_date: TODAY,
      lines: [staffLine(rose.id, 120)],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await detail(order.id);
    expect((await rows(order.id)).map((r) => [r.order_line_id, r.units])).toEqual([
      [edited.lines[0].id, 100],
      [edited.lines[0].id, 20],
    ]);
    expect(edited).toMatchObject({ cost_cents: 5000, margin_cents: 7000 });

    // Cancelled: its lots are free again, and the next sale takes the oldest first.
    const cancel = await call('PUT', `/api/Orders/${order.id}/update/cancelled`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await rows(order.id)).toEqual([]);
    const third = await staffOrder(florist.id, [staffLine(rose.id, 110)]);
    expect((await rows(third.id)).map((r) => [r.units, Number(r.unit_cost_cents)])).toEqual([
      [100, 40],
      [10, 50],
    ]);
  });

  it('stock no lot covers costs at the newest lot (estimated); a product never received is not known', async () => {
    const tulip = await kit.stocked(30, { price_cents: 200 });
    const florist = await kit.newCustomer();
    const unknown = await staffOrder(florist.id, [staffLine(tulip.id, 5)]);
    expect(await rows(unknown.id)).toMatchObject([{ receipt_id: null, units: 5, unit_cost_cents: null, estimated: 0 }]);
    expect(await detail(unknown.id)).toMatchObject({ cost_cents: null, margin_cents: null });
    await lot(tulip.id, 10, 70);
    const order = await staffOrder(florist.id, [staffLine(tulip.id, 12)]);
    expect(
      (await rows(order.id)).map((r) => [r.receipt_id === null, r.units, Number(r.unit_cost_cents), r.estimated]),
    ).toEqual([
      [false, 10, 70, 0],
      [true, 2, 70, 1],
    ]);
    expect(await detail(order.id)).toMatchObject({ cost_cents: 840, margin_cents: 2400 - 840 });
  });

  it('a web order, a florist’s change, a back-order filled and a prebooking converted each record their lots', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    await lot(rose.id, 10, 30);
    const florist = await kit.newCustomer();
    const placed = await call(
      'POST',
      '/api/Customer/Orders',
      {
        delivery_method: 'delivery',
        delivery_zone: 'montreal-laval',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: rose.id, quantity: 4 }],
      },
      florist.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const web = placed.json().data.order;
    expect(web).not.toHaveProperty('cost_cents');
    expect(web.lines[0]).not.toHaveProperty('cost_cents');
    expect(await rows(web.id)).toMatchObject([{ units: 4, unit_cost_cents: 30 }]);
    // The florist changes it to 3 before the cutoff: one unit goes back to the lot.
    const changed = await call(
      'PUT',
      `/api/customer/tickets/${web.id}`,
      { lines: [{ product_id: rose.id, quantity: 3 }] },
      florist.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.order).not.toHaveProperty('cost_cents');
    expect(await rows(web.id)).toMatchObject([{ units: 3, unit_cost_cents: 30 }]);

    // Staff book 10 with 7 left: 7 from the lot, 4 on back-order (cost not known yet).
    const booked = await staffOrder(florist.id, [staffLine(rose.id, 10)]);
    expect(await rows(booked.id)).toMatchObject([{ units: 7, unit_cost_cents: 30 }]);
    expect((await detail(booked.id)).lines[0]).toMatchObject({ cost_cents: null, margin_cents: null });
    await lot(rose.id, 20, 45);
    const line = (await detail(booked.id)).lines[0];
    const fill = await call('POST', '/api/back-orders/allocations', {
      product_id: rose.id,
      lines: [{ order_line_id: line.id, quantity: 3 }],
    });
    expect(fill.statusCode, fill.body).toBe(201);
    expect((await rows(booked.id)).map((r) => [r.units, Number(r.unit_cost_cents)])).toEqual([
      [7, 30],
      [3, 45],
    ]);
    expect((await detail(booked.id)).lines[0]).toMatchObject({ cost_cents: 345, margin_cents: 655 });

    // A prebooking takes nothing until it is converted.
    const pre = await kit.staffOrder<{ id: number }>(
      owner,
      { customer_id: florist.id, date: TODAY, lines: [staffLine(rose.id, 5)] },
      { type: 'prebooking' },
    );
    expect(await rows(pre.id)).toEqual([]);
    const converted = await call('PUT', `/api/prebooking/${pre.id}`, { update_inventory: true });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await rows(pre.id)).toMatchObject([{ units: 5, unit_cost_cents: 45 }]);
  });
});

describe('a landed cost that changes later (decision 063)', () => {
  it('moves the cost of orders not yet invoiced and says which; an invoiced order keeps its cost', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    const purchase = await lot(rose.id, 100, 40);
    const florist = await kit.newCustomer();
    const placed = await call(
      'POST',
      '/api/Customer/Orders',
      {
        delivery_method: 'delivery',
        delivery_zone: 'montreal-laval',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: rose.id, quantity: 10 }],
      },
      florist.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const web = placed.json().data.order;
    const invoiced = await staffOrder(florist.id, [staffLine(rose.id, 20)]);
    // 50.00 of freight over the 100 units received: 0.50 more a unit.
    const charge = await call('POST', `/api/purchase-orders/${purchase}/charges`, {
      kind: 'freight',
      amount_cents: 5000,
      spread: 'boxes',
      reference: 'AWB-1',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    expect(charge.json().data.changed_order_ids).toEqual([web.id]);
    expect((await rows(web.id)).map((r) => Number(r.unit_cost_cents))).toEqual([90]);
    expect((await rows(invoiced.id)).map((r) => Number(r.unit_cost_cents))).toEqual([40]);
    expect(await detail(invoiced.id)).toMatchObject({ cost_cents: 800, margin_cents: 1200 });
  });

  it('fills a cost not known yet, even on an invoiced order; a later change leaves the invoiced order', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    const farm = await call('POST', '/api/suppliers', {
      name: 'Finca',
      country: 'EC',
      currency: 'USD',
      email: 'f@finca.example',
      lead_time_days: 3,
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const created = await call('POST', '/api/purchase-orders', {
      supplier_id: farm.json().data.supplier.id,
      arrival_date: '2026-11-19',
      lines: [{ product_id: rose.id, boxes: 1, units_per_box: 100, unit_cost_cents: 40 }],
    });
    const purchase = created.json().data.purchase_order;
    await call('POST', `/api/purchase-orders/${purchase.id}/send`);
    await call('POST', `/api/purchase-orders/${purchase.id}/receive`, {
      lines: [{ line_id: purchase.lines[0].id, units: 100 }],
    });
    const florist = await kit.newCustomer();
    // Invoiced as it is written, while the USD lot has no rate: its cost is not known.
    const invoiced = await staffOrder(florist.id, [staffLine(rose.id, 20)]);
    expect(await rows(invoiced.id)).toMatchObject([{ units: 20, unit_cost_cents: null }]);
    expect(await detail(invoiced.id)).toMatchObject({ cost_cents: null, margin_cents: null });
    const rate = await call('PUT', `/api/purchase-orders/${purchase.id}/exchange-rate`, { exchange_rate: 1.5 });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json().data.changed_order_ids).toEqual([invoiced.id]);
    expect(await detail(invoiced.id)).toMatchObject({ cost_cents: 1200, margin_cents: 800 });
    // Known now: a charge typed later leaves the invoiced order's cost as it was.
    const charge = await call('POST', `/api/purchase-orders/${purchase.id}/charges`, {
      kind: 'freight',
      amount_cents: 1000,
      spread: 'boxes',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    expect(charge.json().data.changed_order_ids).toEqual([]);
    expect(await rows(invoiced.id)).toMatchObject([{ units: 20, unit_cost_cents: 60 }]);
  });
});

describe('the margin report (GET /api/reports/margin)', () => {
  it('sums sales, cost and margin by product and customer; lines without a known cost apart; owner and office only', async () => {
    const peony = await createProduct(t.db, { price_cents: 500 });
    await lot(peony.id, 50, 200);
    const a = await kit.newCustomer({ businessName: 'Atelier A' });
    await staffOrder(a.id, [staffLine(peony.id, 10)]);
    const url = `/api/reports/margin?from=${TODAY}&to=${TODAY}&by=product&product_id=${peony.id}`;
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      by: 'product',
      totals: {
        lines: 1,
        sales_cents: 5000,
        cost_cents: 2000,
        margin_cents: 3000,
        margin_percent: 60,
        unknown_lines: 0,
      },
      groups: [{ id: peony.id, sales_cents: 5000, cost_cents: 2000, margin_cents: 3000 }],
      pagination: { page: 1, total: 1 },
    });
    const byCustomer = await call(
      'GET',
      `/api/reports/margin?from=${TODAY}&to=${TODAY}&by=customer&customer_id=${a.id}`,
      undefined,
      office,
    );
    expect(byCustomer.json().data.groups).toMatchObject([{ id: a.id, name_en: 'Atelier A', margin_cents: 3000 }]);
    const bySupplier = await call(
      'GET',
      `/api/reports/margin?from=${TODAY}&to=${TODAY}&by=supplier&product_id=${peony.id}`,
    );
    expect(bySupplier.json().data.groups).toMatchObject([{ id: grower, name_en: 'Ferme Érable', cost_cents: 2000 }]);
    const byCategory = await call(
      'GET',
      `/api/reports/margin?from=${TODAY}&to=${TODAY}&by=category&product_id=${peony.id}`,
    );
    expect(byCategory.json().data.groups).toHaveLength(1);
    const xlsx = await call('GET', `/api/reports/margin.xlsx?from=${TODAY}&to=${TODAY}&by=customer&lang=fr`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`marge_par-client_${TODAY}_${TODAY}.xlsx`);
    expect((await call('GET', url, undefined, counter)).statusCode).toBe(403);
    expect((await call('GET', `/api/reports/margin?from=${TODAY}&to=2026-11-01`)).statusCode).toBe(400);
  });

  it('a credit note nets its order: its sales, and the cost of the dry goods it put back on the shelf', async () => {
    const vase = await createProduct(t.db, { price_cents: 500, fresh: false, category: 'hard-goods' });
    const tulip = await createProduct(t.db, { price_cents: 300 });
    await lot(vase.id, 20, 200);
    await lot(tulip.id, 20, 100);
    const b = await kit.newCustomer();
    const sold = await staffOrder(b.id, [staffLine(vase.id, 4), staffLine(tulip.id, 5)]);
    const url = `/api/reports/margin?from=${TODAY}&to=${TODAY}&by=product&customer_id=${b.id}`;
    // 4 × 5.00 + 5 × 3.00 = 35.00 sold, at 4 × 2.00 + 5 × 1.00 = 13.00.
    expect((await call('GET', url)).json().data.totals).toMatchObject({ sales_cents: 3500, cost_cents: 1300 });
    await kit.staffOrder(
      owner,
      { customer_id: b.id, date: TODAY, lines: [staffLine(vase.id, 1), staffLine(tulip.id, 2)] },
      { type: 'refund', parent_order_id: sold.id, restock_dry_goods: true },
    );
    // Credited 1 vase (back on the shelf: its 2.00 of cost too) and 2 tulips (fresh: not taken back).
    const res = (await call('GET', url)).json().data;
    expect(res.totals).toMatchObject({
      lines: 4,
      sales_cents: 2400,
      costed_sales_cents: 2400,
      cost_cents: 1100,
      margin_cents: 1300,
      unknown_lines: 0,
    });
    expect(res.groups).toMatchObject([
      { id: vase.id, sales_cents: 1500, cost_cents: 600, margin_cents: 900 },
      { id: tulip.id, sales_cents: 900, cost_cents: 500, margin_cents: 400 },
    ]);
  });

  it('the dashboard’s margin and margin % are the period’s, over the lines whose cost is known', async () => {
    const res = await call('GET', `/api/dashboard?from=${TODAY}&to=${TODAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = (await call('GET', `/api/reports/margin?from=${TODAY}&to=${TODAY}`)).json().data.totals;
    expect(res.json().data).toMatchObject({ margin_cents: report.margin_cents, margin_percent: report.margin_percent });
    expect(report.margin_cents).toBeGreaterThan(0);
    expect(report.unknown_lines).toBeGreaterThan(0);
  });
});
