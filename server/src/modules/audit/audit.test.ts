import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, productInput, profile, signIn, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { COUNTED_PAST_PAGE } from '../../db/count-up-to.js';
import { diffFields, recordAudit } from './index.js';
import { insertInBatches } from '../../test/database.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let staff: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  const admin = await createAdminUser(t.db);
  staff = { id: admin.id, cookie: (await signIn(t.app, admin.email)).cookie };
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, NOW);

const eventsOf = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

const orderBody = (customerId: number, lines: { product_id: number; quantity: number }[], extra: object = {}) => ({
  customer_id: customerId,
  type: 'order',
  delivery_method: 'pickup',
  delivery_date: TODAY,
  lines,
  ...extra,
});

describe('the audit trail of orders', () => {
  it('an order edit writes one row with the changed fields before and after, and who from where', async () => {
    const a = await stocked(20, { price_cents: 1000 });
    const b = await stocked(20, { price_cents: 500 });
    const customer = await newCustomer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: orderBody(customer.id, [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 2 },
      ]),
      ...as(staff.cookie),
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data.order;
    expect((await eventsOf('order', order.id)).map((e) => e.action)).toEqual(['create']);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: orderBody(customer.id, [{ product_id: a.id, quantity: 5 }], { po_number: 'PO-7' }),
      remoteAddress: '203.0.113.9',
      ...as(staff.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data.order;

    const events = await eventsOf('order', order.id);
    expect(events).toHaveLength(2);
    const edit = events[1]!;
    expect(edit).toMatchObject({
      action: 'update',
      actor_user_id: staff.id,
      actor_ip: '203.0.113.9',
      at: NOW.toISOString(),
    });
    const changes = JSON.parse(edit.changes);
    expect(changes).toMatchObject({
      po_number: [null, 'PO-7'],
      total_cents: [order.total_cents, edited.total_cents],
      [`lines.${a.id}.quantity`]: [3, 5],
      [`lines.${b.id}.quantity`]: [2, null],
    });
    // Unchanged fields are not in the row.
    expect(changes).not.toHaveProperty('delivery_date');
    expect(changes).not.toHaveProperty(`lines.${a.id}.unit_price_cents`);

    // The API shows it, newest first, with the actor's name.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/audit?entity=order&entity_id=${order.id}`,
      ...as(staff.cookie),
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json().data;
    expect(body.pagination.total).toBe(2);
    expect(body.events[0]).toMatchObject({ action: 'update', actor_user_id: staff.id, actor_name: expect.any(String) });
    expect(body.events[0].changes[`lines.${a.id}.quantity`]).toEqual([3, 5]);
  });

  it('a refused edit (credit hold, after the lines were rewritten) leaves no row', async () => {
    const a = await stocked(20, { price_cents: 1000 });
    const customer = await newCustomer();
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: orderBody(customer.id, [{ product_id: a.id, quantity: 1 }]),
        ...as(staff.cookie),
      })
    ).json().data.order;
    await t.db
      .updateTable('customer_profiles')
      .set({ credit_limit_cents: 2000 })
      .where('user_id', '=', customer.id)
      .execute();
    const before = await eventsOf('order', order.id);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: orderBody(customer.id, [{ product_id: a.id, quantity: 10 }]),
      ...as(staff.cookie),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await eventsOf('order', order.id)).toEqual(before);
  });

  it('a status move writes its row; a refused move writes none', async () => {
    const a = await stocked(5);
    const customer = await newCustomer();
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: orderBody(customer.id, [{ product_id: a.id, quantity: 1 }]),
        ...as(staff.cookie),
      })
    ).json().data.order;
    const move = (to: string) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/${to}`, ...as(staff.cookie) });
    expect((await move('ready')).statusCode).toBe(200);
    expect((await move('pending')).statusCode).toBe(409);
    const events = await eventsOf('order', order.id);
    expect(events.map((e) => [e.action, JSON.parse(e.changes)])).toEqual([
      ['create', expect.any(Object)],
      ['status', { status: ['confirmed', 'ready'] }],
    ]);
  });
});

describe('the audit trail of customers', () => {
  it('an edit of the credit limit and the invoice type writes their before and after', async () => {
    const created = await newCustomer();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${created.id}`,
      payload: { ...profile(), emailAddress: created.email, credit_limit_cents: 50000 },
      ...as(staff.cookie),
    });
    expect(put.statusCode, put.body).toBe(200);
    const type = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${created.id}/invoice-type`,
      payload: { invoice_type: 'monthly' },
      ...as(staff.cookie),
    });
    expect(type.statusCode, type.body).toBe(200);
    const events = await eventsOf('customer', created.id);
    expect(events.map((e) => e.action)).toEqual(['update', 'update']);
    expect(JSON.parse(events[0]!.changes).credit_limit_cents).toEqual([null, 50000]);
    expect(JSON.parse(events[1]!.changes).invoice_type).toEqual([expect.any(String), 'monthly']);
    expect(events[0]!.actor_user_id).toBe(staff.id);
  });
});

describe('the audit trail of products, stock, payments and offers', () => {
  it('a price change, a stock adjustment, a payment received and reversed, an offer edited', async () => {
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(staff.cookie) });
    const input = productInput({ price_cents: 1000 });
    const created = await inject('POST', '/api/products', input);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data.product;
    expect((await inject('PUT', `/api/products/${product.id}`, { ...input, price_cents: 1250 })).statusCode).toBe(200);
    const productEvents = await eventsOf('product', product.id);
    expect(productEvents.map((e) => e.action)).toEqual(['create', 'update']);
    expect(JSON.parse(productEvents[1]!.changes)).toEqual({
      price_cents: [1000, 1250],
      packs: [
        [{ kind: 'bunch', units: 1, stems: 25, price_cents: 1000, active: true }],
        [{ kind: 'bunch', units: 1, stems: 25, price_cents: 1250, active: true }],
      ],
    });

    const moved = await inject('POST', '/api/inventory/movements', {
      product_id: product.id,
      quantity: 4,
      reason: 'adjustment',
      note: 'counted',
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const [adjust] = await eventsOf('stock_adjustment', product.id);
    expect(adjust).toMatchObject({ action: 'adjust', actor_user_id: staff.id });
    expect(JSON.parse(adjust!.changes)).toMatchObject({ on_hand: [0, 4], reason: [null, 'adjustment'] });

    const customer = await newCustomer();
    const paid = await inject('POST', '/api/payment/receive', {
      customer_id: customer.id,
      amount_cents: 5000,
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const payment = await t.db
      .selectFrom('payments')
      .select('id')
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect((await inject('POST', `/api/payments/${payment.id}/reverse`)).statusCode).toBeLessThan(300);
    const paymentEvents = await eventsOf('payment', payment.id);
    expect(paymentEvents.map((e) => e.action)).toEqual(['receive', 'reverse']);
    expect(JSON.parse(paymentEvents[0]!.changes).amount_cents).toEqual([null, 5000]);

    const offer = {
      title_en: 'Audit spring',
      title_fr: 'Printemps audit',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      published: true,
      items: [{ product_id: product.id, price_cents: 900 }],
    };
    const made = await inject('POST', '/api/offers', offer);
    expect(made.statusCode, made.body).toBe(201);
    const offerId = made.json().data.offer.id;
    const edit = await inject('PUT', `/api/offers/${offerId}`, {
      ...offer,
      items: [{ product_id: product.id, price_cents: 850 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const offerEvents = await eventsOf('offer', offerId);
    expect(offerEvents.map((e) => e.action)).toEqual(['create', 'update']);
    expect(JSON.parse(offerEvents[1]!.changes)).toEqual({
      items: [{ [product.id]: { price_cents: 900 } }, { [product.id]: { price_cents: 850 } }],
    });
  });
});

describe('the audit trail itself', () => {
  it('is written in the caller transaction: a change that fails leaves no row', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          { by: { id: staff.id }, nowIso: NOW.toISOString() },
          { entity: 'setting', entityId: 987654, action: 'update', changes: { x: [1, 2] } },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf('setting', 987654)).toEqual([]);
  });

  it('never stores a password, a hash or a token, even when a caller passes one', async () => {
    await t.db.transaction().execute((trx) =>
      recordAudit(
        trx,
        { by: { id: null }, nowIso: NOW.toISOString() },
        {
          entity: 'setting',
          entityId: 4242,
          action: 'update',
          changes: { password_hash: ['a', 'b'], reset_token: ['c', 'd'], api_secret: ['e', 'f'], name: ['x', 'y'] },
        },
      ),
    );
    expect(JSON.parse((await eventsOf('setting', 4242))[0]!.changes)).toEqual({ name: ['x', 'y'] });
    const rows = await t.db.selectFrom('audit_events').select('changes').execute();
    const hashes = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('password_hash', 'is not', null)
      .execute();
    for (const row of rows) {
      expect(row.changes).not.toMatch(/password|token|secret/i);
      for (const { password_hash: hash } of hashes) expect(row.changes).not.toContain(hash);
    }
  });

  it('diffFields lists only the named fields that differ', () => {
    expect(diffFields({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: undefined }, ['a', 'b', 'c'])).toEqual({
      a: [1, 2],
    });
    expect(diffFields(null, { a: 1 }, ['a'])).toEqual({ a: [null, 1] });
  });

  it('has no route that changes or removes a row, and the table refuses it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/audit', ...as(staff.cookie) });
      expect([404, 405]).toContain(res.statusCode);
      const one = await t.app.inject({ method, url: '/api/audit/1', ...as(staff.cookie) });
      expect([404, 405]).toContain(one.statusCode);
    }
    await expect(t.db.updateTable('audit_events').set({ action: 'x' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
  });

  it('is staff only, filtered by user and dates', async () => {
    const customer = await newCustomer();
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit', ...as(customer.cookie) })).statusCode).toBe(403);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?user=${staff.id}&from=${TODAY}&to=${TODAY}`,
        ...as(staff.cookie),
      })
    ).json().data;
    expect(mine.events.length).toBeGreaterThan(0);
    expect(mine.events.every((e: { actor_user_id: number }) => e.actor_user_id === staff.id)).toBe(true);
    const ats = mine.events.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const none = (
      await t.app.inject({ method: 'GET', url: `/api/audit?user=${staff.id}&to=2026-11-19`, ...as(staff.cookie) })
    ).json().data;
    expect(none.events).toEqual([]);
  });

  it("counts the trail no further than its page's start + COUNTED_PAST_PAGE, and says there are more", async () => {
    const entity_id = 987_654;
    const rows = Array.from({ length: COUNTED_PAST_PAGE + 1 }, (_, i) => ({
      at: NOW.toISOString(),
      actor_user_id: staff.id,
      actor_ip: null,
      entity: 'product' as const,
      entity_id,
      action: 'update',
      changes: JSON.stringify({ price_cents: [i, i + 1] }),
    }));
    await insertInBatches(t.db, 'audit_events', rows);
    const page = async (n: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/audit?entity=product&entity_id=${entity_id}&page=${n}&limit=50`,
          ...as(staff.cookie),
        })
      ).json().data;
    const first = await page(1);
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: COUNTED_PAST_PAGE, capped: true });
    expect(first.events).toHaveLength(50);
    expect((await page(2)).pagination).toEqual({ page: 2, limit: 50, total: COUNTED_PAST_PAGE + 1 });
  });
});
