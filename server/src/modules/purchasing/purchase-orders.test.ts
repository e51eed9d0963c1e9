import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';

// Issue 37, items 3 and 4: purchase orders (draft → sent → confirmed → shipped → received →
// closed, or cancelled) and receiving against them into stock.
let t: TestApp;
let owner: string;
let counter: string;
let farm: number;
let quebec: number;
let rose: number;
let tulip: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });
const onHand = async (id: number) =>
  (await t.db.selectFrom('products').select('on_hand').where('id', '=', id).executeTakeFirstOrThrow()).on_hand;
const supplier = async (over: object) =>
  (
    await call('POST', '/api/suppliers', {
      name: 'Rosas del Ecuador',
      country: 'EC',
      currency: 'USD',
      email: 'ventas@rosas.example',
      contact: 'María',
      lead_time_days: 4,
      ...over,
    })
  ).json().data.supplier.id as number;
const draft = async (supplierId = farm, lines?: object[]) => {
  const res = await call('POST', '/api/purchase-orders', {
    supplier_id: supplierId,
    arrival_date: '2026-12-10',
    lines: lines ?? [
      { product_id: rose, boxes: 2, units_per_box: 250, unit_cost_cents: 42 },
      { product_id: tulip, boxes: 1, units_per_box: 100, unit_cost_cents: 35, currency: 'USD' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.purchase_order as { id: number; number: string; lines: { id: number }[] };
};
const receive = (id: number, lines: object[], cookie = owner) =>
  call('POST', `/api/purchase-orders/${id}/receive`, { lines }, cookie);
const auditActions = async (id: number) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'purchase_order')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  farm = await supplier({});
  quebec = await supplier({
    name: 'Ferme Érable',
    country: 'CA',
    province: 'QC',
    currency: 'CAD',
    email: 'f@erable.example',
  });
  rose = (await createProduct(t.db, { sku: 'PO-ROSE', name_en: 'Rose Freedom', name_fr: 'Rose Freedom' })).id;
  tulip = (await createProduct(t.db, { sku: 'PO-TULIP', name_en: 'Tulip', name_fr: 'Tulipe' })).id;
});
afterAll(() => t.close());

describe('purchase orders: drafts (GET/POST /api/purchase-orders, GET/PUT /api/purchase-orders/{id})', () => {
  it('drafts one in the supplier’s currency: units = boxes × units per box, a total, a number', async () => {
    const order = await draft();
    const read = (await call('GET', `/api/purchase-orders/${order.id}`)).json().data.purchase_order;
    expect(read).toMatchObject({
      number: `PO-${String(order.id).padStart(5, '0')}`,
      status: 'draft',
      currency: 'USD',
      supplier_name: 'Rosas del Ecuador',
      boxes: 3,
      total_cents: 500 * 42 + 100 * 35,
    });
    expect(read.lines[0]).toMatchObject({ sku: 'PO-ROSE', ordered_units: 500, open_units: 500, received_units: 0 });
    const put = await call('PUT', `/api/purchase-orders/${order.id}`, {
      supplier_id: farm,
      arrival_date: '2026-12-11',
      notes: 'Long stems',
      lines: [{ product_id: rose, boxes: 3, units_per_box: 250, unit_cost_cents: 40 }],
    });
    expect(put.json().data.purchase_order).toMatchObject({ arrival_date: '2026-12-11', boxes: 3, total_cents: 30000 });
    const list = await call('GET', `/api/purchase-orders?status=draft&supplier_id=${farm}`);
    expect(list.json().data.purchase_orders.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(await auditActions(order.id)).toEqual(['create', 'update']);
  });

  it('refuses an unknown product, another currency, an inactive supplier, and staff without the permission', async () => {
    const base = { supplier_id: farm, arrival_date: '2026-12-10' };
    const unknown = await call('POST', '/api/purchase-orders', {
      ...base,
      lines: [{ product_id: 999999, boxes: 1, units_per_box: 10, unit_cost_cents: 1 }],
    });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'product_id']);
    const euros = await call('POST', '/api/purchase-orders', {
      ...base,
      lines: [{ product_id: rose, boxes: 1, units_per_box: 10, unit_cost_cents: 1, currency: 'EUR' }],
    });
    expect(euros.statusCode).toBe(400);
    const none = await call('POST', '/api/purchase-orders', { ...base, lines: [] });
    expect(none.statusCode).toBe(400);
    const sleepy = await supplier({ name: 'Closed Farm', active: false });
    const inactive = await call('POST', '/api/purchase-orders', {
      ...base,
      supplier_id: sleepy,
      lines: [{ product_id: rose, boxes: 1, units_per_box: 10, unit_cost_cents: 1 }],
    });
    expect(inactive.statusCode).toBe(409);
    expect((await call('GET', '/api/purchase-orders', undefined, counter)).statusCode).toBe(403);
    expect((await call('GET', '/api/purchase-orders/999999')).statusCode).toBe(404);
  });

  it('takes the exchange rate of the day in a draft (decision 062): > 0, six decimals, 1 for a CAD order', async () => {
    const lines = [{ product_id: rose, boxes: 1, units_per_box: 100, unit_cost_cents: 40 }];
    const body = { supplier_id: farm, arrival_date: '2026-12-10', lines };
    const made = await call('POST', '/api/purchase-orders', { ...body, exchange_rate: 1.351234 });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data.purchase_order;
    expect(order.exchange_rate).toBe(1.351234);
    for (const bad of [0, -1.2, 1.0000001, 10_001, '1.35'])
      expect([bad, (await call('POST', '/api/purchase-orders', { ...body, exchange_rate: bad })).json().field]).toEqual(
        [bad, 'exchange_rate'],
      );
    const cad = { ...body, supplier_id: quebec };
    expect((await call('POST', '/api/purchase-orders', { ...cad, exchange_rate: 1.3 })).json()).toMatchObject({
      field: 'exchange_rate',
      error: 'ValidationError',
    });
    expect((await call('POST', '/api/purchase-orders', { ...cad, exchange_rate: 1 })).statusCode).toBe(201);

    // PUT: a rate changes it (in the trail), none keeps it, null takes it off; 0 is refused.
    const put = (over: object) => call('PUT', `/api/purchase-orders/${order.id}`, { ...body, ...over });
    expect((await put({ exchange_rate: 1.4 })).json().data.purchase_order.exchange_rate).toBe(1.4);
    expect((await put({ notes: 'kept' })).json().data.purchase_order.exchange_rate).toBe(1.4);
    expect((await put({ exchange_rate: 0 })).statusCode).toBe(400);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('changes')
      .where('entity', '=', 'purchase_order')
      .where('entity_id', '=', order.id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(JSON.parse(trail[0]!.changes!)).toMatchObject({ exchange_rate: [1.351234, 1.4] });
    expect((await put({ exchange_rate: null })).json().data.purchase_order.exchange_rate).toBeNull();
    const [line] = (await put({ exchange_rate: 1.25 })).json().data.purchase_order.lines;

    // Received at the rate typed at drafting: 0.40 USD lands at 0.50 CAD.
    await call('POST', `/api/purchase-orders/${order.id}/send`);
    const received = await receive(order.id, [{ line_id: line.id, units: 100 }]);
    expect(received.statusCode, received.body).toBe(200);
    const landed = (await call('GET', `/api/purchase-orders/${order.id}/charges`)).json().data.landed_cost;
    expect(landed.receipts.map((r: { landed_unit_cost_cents: number }) => r.landed_unit_cost_cents)).toEqual([50]);
  });
});

describe('sending, confirming, shipping', () => {
  it('sends the PDF by e-mail through the outbox, in French to a grower in Quebec; a sent order is no longer edited', async () => {
    const order = await draft(quebec, [{ product_id: tulip, boxes: 2, units_per_box: 50, unit_cost_cents: 1234 }]);
    const sent = await call('POST', `/api/purchase-orders/${order.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.purchase_order.status).toBe('sent');
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'purchase-order')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ language: 'fr', to_address: 'f@erable.example' });
    expect(mail.subject).toContain(`Bon de commande ${order.number}`);
    const [attachment] = JSON.parse(mail.attachments) as { filename: string; path: string }[];
    expect(attachment!.filename).toBe(`${order.number}.pdf`);
    const stored = (await t.app.files.get(attachment!.path))!;
    const text = pdfText(Buffer.concat(await stored.stream.toArray()));
    expect(text).toContain('Bon de commande');
    expect(text).toContain('Tulipe (PO-TULIP)');
    expect(text).toContain('12,34');
    expect(text).toMatch(/1.234,00/);
    expect((await call('POST', `/api/purchase-orders/${order.id}/send`)).statusCode).toBe(409);
    const edit = await call('PUT', `/api/purchase-orders/${order.id}`, {
      supplier_id: quebec,
      arrival_date: '2026-12-10',
      lines: [{ product_id: tulip, boxes: 1, units_per_box: 50, unit_cost_cents: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A purchase order that is sent cannot be edited.');
    const pdf = await call('GET', `/api/purchase-orders/${order.id}/purchase-order.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('records the supplier’s confirmation in part and the air waybill, each in the trail', async () => {
    const order = await draft();
    await call('POST', `/api/purchase-orders/${order.id}/send`);
    const tooMany = await call('POST', `/api/purchase-orders/${order.id}/confirm`, {
      lines: [{ line_id: order.lines[0]!.id, units: 501 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const confirmed = await call('POST', `/api/purchase-orders/${order.id}/confirm`, {
      lines: [{ line_id: order.lines[0]!.id, units: 250 }],
    });
    const lines = confirmed.json().data.purchase_order.lines;
    expect(
      lines.map((l: { confirmed_units: number; open_units: number }) => [l.confirmed_units, l.open_units]),
    ).toEqual([
      [250, 250],
      [100, 100],
    ]);
    expect(
      (await call('POST', `/api/purchase-orders/${order.id}/ship`, { kind: 'air', reference: '' })).statusCode,
    ).toBe(400);
    const shipped = await call('POST', `/api/purchase-orders/${order.id}/ship`, {
      kind: 'air',
      reference: '729-12345675',
    });
    expect(shipped.json().data.purchase_order).toMatchObject({
      status: 'shipped',
      shipping_kind: 'air',
      shipping_reference: '729-12345675',
    });
    expect(await auditActions(order.id)).toEqual(['create', 'send', 'confirm', 'ship']);
  });
});

describe('receiving (POST /api/purchase-orders/{id}/receive)', () => {
  it('puts what came in stock as a receipt at the line’s cost, damaged units apart; a shortfall stays open', async () => {
    const order = await draft();
    await call('POST', `/api/purchase-orders/${order.id}/send`);
    const [roseLine, tulipLine] = order.lines;
    const before = await onHand(rose);
    const res = await receive(order.id, [
      { line_id: roseLine!.id, boxes: 1, units: 250, damaged_units: 10 },
      { line_id: tulipLine!.id, units: 100 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const po = res.json().data.purchase_order;
    expect(po.status).toBe('received');
    expect(po.lines[0]).toMatchObject({ received_units: 250, damaged_units: 10, open_units: 250 });
    expect(await onHand(rose)).toBe(before + 240);
    const movement = await t.db
      .selectFrom('inventory_movements')
      .selectAll()
      .where('product_id', '=', rose)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ quantity: 240, reason: 'receipt', note: order.number });
    const receipt = await t.db
      .selectFrom('purchase_receipts')
      .selectAll()
      .where('line_id', '=', roseLine!.id)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ units: 250, damaged_units: 10, stocked_units: 240, currency: 'USD' });
    expect(Number(receipt.unit_cost_cents)).toBe(42);
    const link = await t.db
      .selectFrom('supplier_products')
      .select('last_cost_cents')
      .where('supplier_id', '=', farm)
      .where('product_id', '=', rose)
      .executeTakeFirstOrThrow();
    expect(Number(link.last_cost_cents)).toBe(42);

    // More than is still expected needs a reason, which is kept.
    const over = await receive(order.id, [{ line_id: roseLine!.id, units: 300 }]);
    expect([over.statusCode, over.json().error]).toEqual([409, 'MoreThanOrdered']);
    const withReason = await receive(order.id, [
      { line_id: roseLine!.id, units: 300, reason: 'Farm sent an extra box' },
    ]);
    expect(withReason.json().data.purchase_order.lines[0]).toMatchObject({ received_units: 550, open_units: 0 });
    expect(
      (await receive(order.id, [{ line_id: roseLine!.id, units: 5, damaged_units: 6, reason: 'x' }])).statusCode,
    ).toBe(400);
    expect((await receive(order.id, [{ line_id: 999999, units: 1 }])).statusCode).toBe(400);
    expect((await call('POST', `/api/purchase-orders/${order.id}/cancel`)).statusCode).toBe(409);

    const closed = await call('POST', `/api/purchase-orders/${order.id}/close`);
    expect(closed.json().data.purchase_order.status).toBe('closed');
    const late = await receive(order.id, [{ line_id: tulipLine!.id, units: 1, reason: 'late' }]);
    expect([late.statusCode, late.json().error]).toEqual([409, 'PurchaseOrderState']);
    expect(await auditActions(order.id)).toEqual(['create', 'send', 'receive', 'receive', 'close']);
  });

  it('refuses receiving on a cancelled order or a draft (409), and the counter (403)', async () => {
    const order = await draft();
    expect((await receive(order.id, [{ line_id: order.lines[0]!.id, units: 1 }])).statusCode).toBe(409);
    expect((await call('POST', `/api/purchase-orders/${order.id}/cancel`)).json().data.purchase_order.status).toBe(
      'cancelled',
    );
    const res = await receive(order.id, [{ line_id: order.lines[0]!.id, units: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A purchase order that is cancelled cannot be received.');
    expect((await receive(order.id, [{ line_id: order.lines[0]!.id, units: 1 }], counter)).statusCode).toBe(403);
  });

  it('two clerks receiving the same line at once add its stock once', async () => {
    const order = await draft(farm, [{ product_id: tulip, boxes: 4, units_per_box: 100, unit_cost_cents: 30 }]);
    await call('POST', `/api/purchase-orders/${order.id}/send`);
    const before = await onHand(tulip);
    const line = [{ line_id: order.lines[0]!.id, units: 400 }];
    const answers = await Promise.all([receive(order.id, line), receive(order.id, line), receive(order.id, line)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await onHand(tulip)).toBe(before + 400);
    const receipts = await t.db
      .selectFrom('purchase_receipts')
      .select('units')
      .where('line_id', '=', order.lines[0]!.id)
      .execute();
    expect(receipts).toEqual([{ units: 400 }]);
  });
});
