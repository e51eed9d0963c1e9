import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { verifyLedger } from '../accounts/index.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, onHand, balance, newCustomer } = orderKit(() => t, NOW);

type Order = { id: number; number: string; total_cents: number; invoice_number: string | null; lines: OrderLine[] };
type OrderLine = { id: number; product_id: number; quantity: number };

/** A staff order (confirmed and invoiced at once), back-ordered beyond stock. */
async function staffOrder(customerId: number, lines: { product_id: number; quantity: number }[]): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { customer_id: customerId, delivery_method: 'pickup', delivery_date: TODAY, lines },
    ...as(staff),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as Order;
}

const receive = (productId: number, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/receipts',
    payload: { lines: [{ product_id: productId, quantity }] },
    ...as(staff),
  });
const allocation = (productId: number, cookie = staff) =>
  t.app.inject({ method: 'GET', url: `/api/back-orders/products/${productId}/allocation`, ...as(cookie) });
const allocate = (productId: number, lines: { order_line_id: number; quantity: number }[], cookie = staff) =>
  t.app.inject({
    method: 'POST',
    url: '/api/back-orders/allocations',
    payload: { product_id: productId, lines },
    ...as(cookie),
  });
const lineOf = async (lineId: number) =>
  t.db
    .selectFrom('order_lines')
    .select(['quantity', 'stock_quantity', 'back_order', 'back_order_text', 'line_total_cents'])
    .where('id', '=', lineId)
    .executeTakeFirst();

describe('the back-order queue (GET /api/back-orders)', () => {
  it('lists open back-orders by product and order date, filtered and paginated; staff only', async () => {
    const tag = `Queue${Date.now()}`;
    const tulips = await stocked(2, { name_en: `${tag} tulips`, price_cents: 100 });
    const c = await newCustomer();
    const a = await staffOrder(c.id, [{ product_id: tulips.id, quantity: 5 }]);
    const b = await staffOrder(c.id, [{ product_id: tulips.id, quantity: 4 }]);
    const page = await t.app.inject({ method: 'GET', url: `/api/back-orders?search=${tag}&limit=1`, ...as(staff) });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect(page.json().data.lines[0]).toMatchObject({ order_id: a.id, open_quantity: 3, quantity: 5, invoiced: true });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/back-orders?search=${tag}&limit=1&page=2`,
      ...as(staff),
    });
    expect(second.json().data.lines[0]).toMatchObject({ order_id: b.id, open_quantity: 4 });
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/back-orders?search=${tag}&date_from=2026-11-21`,
      ...as(staff),
    });
    expect(later.json().data.pagination.total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/back-orders?date_from=tomorrow', ...as(staff) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/back-orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/back-orders', ...as(c.cookie) })).statusCode).toBe(403);
  });
});

describe('filling back-orders from a receipt', () => {
  it('proposes oldest first up to the stock, fills in one action and tells each customer in their language', async () => {
    const roses = await stocked(0, { price_cents: 300, name_en: 'Red roses', name_fr: 'Roses rouges' });
    const en = await newCustomer();
    const fr = await newCustomer();
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', fr.id).execute();
    const first = await staffOrder(fr.id, [{ product_id: roses.id, quantity: 4 }]);
    const second = await staffOrder(en.id, [{ product_id: roses.id, quantity: 5 }]);
    expect(first.lines[0]).toMatchObject({ back_order: true, back_order_text: '4' });
    expect((await receive(roses.id, 6)).statusCode).toBe(201);

    const products = await t.app.inject({
      method: 'GET',
      url: `/api/back-orders/products?ids=${roses.id}`,
      ...as(staff),
    });
    expect(products.json().data.products).toEqual([
      expect.objectContaining({ product_id: roses.id, on_hand: 6, line_count: 2, open_quantity: 9 }),
    ]);
    const proposal = (await allocation(roses.id)).json().data;
    expect(proposal.on_hand).toBe(6);
    expect(
      proposal.lines.map((l: { order_id: number; proposed_quantity: number }) => [l.order_id, l.proposed_quantity]),
    ).toEqual([
      [first.id, 4],
      [second.id, 2],
    ]);

    const res = await allocate(
      roses.id,
      proposal.lines.map((l: { order_line_id: number; proposed_quantity: number }) => ({
        order_line_id: l.order_line_id,
        quantity: l.proposed_quantity,
      })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ filled_quantity: 6, line_count: 2, on_hand: 0 });
    expect(await onHand(roses.id)).toBe(0);
    expect(await lineOf(first.lines[0]!.id)).toMatchObject({ stock_quantity: 4, back_order: 0, back_order_text: '' });
    expect(await lineOf(second.lines[0]!.id)).toMatchObject({ stock_quantity: 2, back_order: 1, back_order_text: '3' });
    const fills = await t.db
      .selectFrom('back_order_fills')
      .select(['order_id', 'kind', 'quantity', 'created_by_name'])
      .where('product_id', '=', roses.id)
      .orderBy('id')
      .execute();
    expect(fills.map((f) => [f.order_id, f.kind, f.quantity])).toEqual([
      [first.id, 'fill', 4],
      [second.id, 'fill', 2],
    ]);
    // Each order's audit trail: what its line holds from stock, before and after.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['entity_id', 'changes'])
      .where('entity', '=', 'order')
      .where('entity_id', 'in', [first.id, second.id])
      .where('action', '=', 'back_order_fill')
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.entity_id, JSON.parse(e.changes)])).toEqual([
      [first.id, { [`lines.${roses.id}.stock_quantity`]: [0, 4] }],
      [second.id, { [`lines.${roses.id}.stock_quantity`]: [0, 2] }],
    ]);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/back-orders/orders/${second.id}/fills`,
      ...as(staff),
    });
    expect(record.json().data.fills).toEqual([
      expect.objectContaining({ kind: 'fill', product_name: 'Red roses', quantity: 2, created_at: NOW.toISOString() }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/back-orders/orders/${second.id}/fills`, ...as(en.cookie) }))
        .statusCode,
    ).toBe(403);
    const mails = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'language', 'subject', 'text_body'])
      .where('template', '=', 'back-order-filled')
      .where('to_address', 'in', [en.email.toLowerCase(), fr.email.toLowerCase()])
      .execute();
    const toFr = mails.find((m) => m.to_address === fr.email.toLowerCase());
    const toEn = mails.find((m) => m.to_address === en.email.toLowerCase());
    expect(toFr).toMatchObject({ language: 'fr' });
    expect(toFr?.text_body).toContain('4 × Roses rouges');
    expect(toEn).toMatchObject({ language: 'en' });
    expect(toEn?.text_body).toContain('2 × Red roses');
    expect(toEn?.text_body).toContain('3 still on back-order');
  });

  it('never takes more than on hand or than a line waits for; a staff call only', async () => {
    const lilies = await stocked(0, { price_cents: 300 });
    const c = await newCustomer();
    const order = await staffOrder(c.id, [{ product_id: lilies.id, quantity: 5 }]);
    const lineId = order.lines[0]!.id;
    await receive(lilies.id, 3);
    const tooMuch = await allocate(lilies.id, [{ order_line_id: lineId, quantity: 4 }]);
    expect(tooMuch.statusCode).toBe(409);
    expect(await onHand(lilies.id)).toBe(3);
    await receive(lilies.id, 10);
    const overLine = await allocate(lilies.id, [{ order_line_id: lineId, quantity: 6 }]);
    expect(overLine.statusCode).toBe(409);
    expect(overLine.json().field).toBe('lines.0.quantity');
    const wrongProduct = await allocate(lilies.id + 100000, [{ order_line_id: lineId, quantity: 1 }]);
    expect(wrongProduct.statusCode).toBe(404);
    expect((await allocate(lilies.id, [{ order_line_id: lineId, quantity: 1 }], c.cookie)).statusCode).toBe(403);
    expect((await allocation(lilies.id, c.cookie)).statusCode).toBe(403);
    const zero = await allocate(lilies.id, [{ order_line_id: lineId, quantity: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(await onHand(lilies.id)).toBe(13);
    expect(await lineOf(lineId)).toMatchObject({ stock_quantity: 0 });
  });

  it('two staff allocating at once never take more than is on hand', async () => {
    const peonies = await stocked(0, { price_cents: 500 });
    const c = await newCustomer();
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await staffOrder(c.id, [{ product_id: peonies.id, quantity: 3 }]));
    await receive(peonies.id, 7);
    const { allocateBackOrders } = await import('./service.js');
    const who = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'language'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const deps = { db: t.db, clock: { now: () => NOW }, config: t.config, files: t.app.files };
    const user = who as Parameters<typeof allocateBackOrders>[1];
    // Two allocations of 6 each against 7 on hand, on different lines, at the same moment, a few times.
    const results = await Promise.allSettled([
      allocateBackOrders(deps, user, {
        product_id: peonies.id,
        lines: [
          { order_line_id: orders[0]!.lines[0]!.id, quantity: 3 },
          { order_line_id: orders[1]!.lines[0]!.id, quantity: 3 },
        ],
      }),
      allocateBackOrders(deps, user, {
        product_id: peonies.id,
        lines: [
          { order_line_id: orders[3]!.lines[0]!.id, quantity: 3 },
          { order_line_id: orders[2]!.lines[0]!.id, quantity: 3 },
        ],
      }),
      allocateBackOrders(deps, user, {
        product_id: peonies.id,
        lines: [{ order_line_id: orders[0]!.lines[0]!.id, quantity: 1 }],
      }),
    ]);
    const taken = results
      .filter((r) => r.status === 'fulfilled')
      .reduce((sum, r) => sum + (r as PromiseFulfilledResult<{ filled_quantity: number }>).value.filled_quantity, 0);
    expect(taken).toBeLessThanOrEqual(7);
    // 6 + 6 cannot both fit in 7: one of the two at least was refused whole.
    expect(results.filter((r) => r.status === 'rejected').length).toBeGreaterThanOrEqual(1);
    expect(taken).toBeGreaterThan(0);
    for (const r of results)
      if (r.status === 'rejected')
        expect((r.reason as { code: string }).code).toMatch(/OUT_OF_STOCK|BACK_ORDER_TOO_MANY|BACK_ORDER_NOT_FOUND/);
    expect(await onHand(peonies.id)).toBe(7 - taken);
    const held = await t.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number>('stock_quantity').as('n'))
      .where('product_id', '=', peonies.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(taken);
    // No line holds more than its quantity, however the allocations interleaved.
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['quantity', 'stock_quantity'])
      .where('product_id', '=', peonies.id)
      .execute();
    for (const l of lines) expect(l.stock_quantity).toBeLessThanOrEqual(l.quantity);
    const filled = await t.db
      .selectFrom('back_order_fills')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', peonies.id)
      .executeTakeFirstOrThrow();
    expect(Number(filled.n)).toBe(taken);
  });
});

describe('cancelling a back-order (POST /api/back-orders/{lineId}/cancel)', () => {
  it('e-mails the customer in their language what is removed, with the credit note when invoiced', async () => {
    const dahlias = await stocked(1, {
      price_cents: 800,
      name_en: 'Cafe au lait dahlias',
      name_fr: 'Dahlias café au lait',
    });
    const fr = await newCustomer();
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', fr.id).execute();
    const invoiced = await staffOrder(fr.id, [{ product_id: dahlias.id, quantity: 4 }]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/back-orders/${invoiced.lines[0]!.id}/cancel`,
      ...as(staff),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const creditNote: string = cancel.json().data.credit_note_number;
    expect(creditNote).toMatch(/^C-/);
    const mails = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'language', 'subject', 'text_body'])
      .where('template', '=', 'back-order-cancelled')
      .where('to_address', '=', fr.email.toLowerCase())
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'fr' });
    expect(mails[0]!.subject).toContain(invoiced.number);
    expect(mails[0]!.subject).toContain('est annulé');
    expect(mails[0]!.text_body).toContain('3 × Dahlias café au lait');
    expect(mails[0]!.text_body).toContain(`note de crédit ${creditNote}`);
  });

  it('on an invoiced order: a credit note reverses the invoice, a new one is issued, the balance drops once', async () => {
    const asters = await stocked(2, { price_cents: 1000 });
    const c = await newCustomer();
    const order = await staffOrder(c.id, [{ product_id: asters.id, quantity: 5 }]);
    expect(await balance(c.id)).toBe(order.total_cents);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/back-orders/${order.lines[0]!.id}/cancel`,
      remoteAddress: '203.0.113.61',
      ...as(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ order_id: order.id, cancelled_quantity: 3 });
    expect(res.json().data.credit_note_number).toMatch(/^C-/);
    expect(await lineOf(order.lines[0]!.id)).toMatchObject({
      quantity: 2,
      stock_quantity: 2,
      back_order: 0,
      line_total_cents: 2000,
    });
    // 20.00 + GST 1.00 + QST 2.00 (9.975 %) = 23.00
    const after = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.id}`, ...as(staff) });
    const now = after.json().data.order;
    expect(now.total_cents).toBe(2300);
    expect(now.invoice_number).not.toBe(order.invoice_number);
    expect(await balance(c.id)).toBe(2300);
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await onHand(asters.id)).toBe(0);
    // One row of the order's trail: the line, the totals and the new invoice, by whom and from where.
    const [cancel, ...more] = await t.db
      .selectFrom('audit_events')
      .select(['actor_ip', 'changes'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .where('action', '=', 'back_order_cancel')
      .execute();
    expect(more).toEqual([]);
    expect(cancel!.actor_ip).toBe('203.0.113.61');
    expect(JSON.parse(cancel!.changes)).toMatchObject({
      [`lines.${asters.id}.quantity`]: [5, 2],
      total_cents: [order.total_cents, 2300],
      invoice_number: [order.invoice_number, now.invoice_number],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/back-orders/${order.lines[0]!.id}/cancel`,
      ...as(staff),
    });
    expect(again.statusCode).toBe(404);
  });

  it('on an order not invoiced: the line and the totals just drop; a line with nothing left goes', async () => {
    const gerberas = await stocked(3, { price_cents: 500 });
    const ferns = await stocked(0, { price_cents: 100 });
    const c = await newCustomer();
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: {
        delivery_method: 'pickup',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: gerberas.id, quantity: 2 }],
      },
      headers: { cookie: c.cookie },
    });
    expect(web.statusCode, web.body).toBe(201);
    const id = web.json().data.order.id as number;
    // Staff raise it beyond stock while it is pending (not invoiced): 3 from stock, 2 back-ordered, 4 ferns back-ordered.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${id}`,
      payload: {
        customer_id: c.id,
        type: 'order',
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [
          { product_id: gerberas.id, quantity: 5 },
          { product_id: ferns.id, quantity: 4 },
        ],
      },
      ...as(staff),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const lines = edited.json().data.order.lines as OrderLine[];
    expect(edited.json().data.order.invoice_number).toBeNull();
    const cancel = (lineId: number) =>
      t.app.inject({ method: 'POST', url: `/api/back-orders/${lineId}/cancel`, ...as(staff) });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/back-orders/${lines[0]!.id}/cancel`, ...as(c.cookie) }))
        .statusCode,
    ).toBe(403);
    expect((await cancel(lines[0]!.id)).json().data).toEqual({
      order_id: id,
      cancelled_quantity: 2,
      credit_note_number: null,
    });
    const fern = await cancel(lines[1]!.id);
    expect(fern.statusCode, fern.body).toBe(200);
    expect(await lineOf(lines[1]!.id)).toBeUndefined();
    const order = (await t.app.inject({ method: 'GET', url: `/api/Orders/${id}`, ...as(staff) })).json().data.order;
    expect(order.lines).toHaveLength(1);
    // 15.00 + GST 0.75 + QST 1.50 = 17.25
    expect(order.total_cents).toBe(1725);
    expect(await balance(c.id)).toBe(0);
    expect(await onHand(gerberas.id)).toBe(0);
    // The customer is told of each cancel (in English here): nothing to credit, not charged.
    const mails = await t.db
      .selectFrom('outbox')
      .select(['language', 'subject', 'text_body'])
      .where('template', '=', 'back-order-cancelled')
      .where('to_address', '=', c.email.toLowerCase())
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      language: 'en',
      subject: `A back-ordered item of order ${order.number} is cancelled`,
    });
    expect(mails[0]!.text_body).toContain('You are not charged for it.');
    expect(mails[1]!.text_body).toMatch(/4 × .+ \(/);
  });

  it('refuses to cancel the only line of an order when nothing of it came from stock', async () => {
    const dahlias = await stocked(0, { price_cents: 500 });
    const c = await newCustomer();
    const order = await staffOrder(c.id, [{ product_id: dahlias.id, quantity: 2 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/back-orders/${order.lines[0]!.id}/cancel`,
      ...as(staff),
    });
    expect(res.statusCode).toBe(409);
    expect(await lineOf(order.lines[0]!.id)).toMatchObject({ quantity: 2 });
  });

  it('keeps on the order the units a credit note already credits', async () => {
    const irises = await stocked(2, { price_cents: 400 });
    const c = await newCustomer();
    const order = await staffOrder(c.id, [{ product_id: irises.id, quantity: 5 }]);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        customer_id: c.id,
        type: 'refund',
        parent_order_id: order.id,
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: irises.id, quantity: 3 }],
      },
      ...as(staff),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const before = await balance(c.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/back-orders/${order.lines[0]!.id}/cancel`,
      ...as(staff),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/credit note already credits/);
    expect(await lineOf(order.lines[0]!.id)).toMatchObject({ quantity: 5 });
    expect(await balance(c.id)).toBe(before);
  });
});
