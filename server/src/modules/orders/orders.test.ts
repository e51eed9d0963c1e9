import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal: same-day delivery is still open.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let staff: string;
// The app's clock: fixed at NOW, moved by the cutoff test only.
let now = NOW;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const as = withCookie;

const { stocked, onHand, newCustomer } = orderKit(() => t, NOW);

const webOrder = (lines: { product_id: number; quantity: number }[], extra: object = {}) => ({
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: TODAY,
  agreed_disclaimer: true,
  lines,
  ...extra,
});

const place = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Customer/Orders', payload, headers: { cookie, ...headers } });

describe('web orders (POST /api/Customer/Orders)', () => {
  it('places a pending order at catalogue prices with the Laval fee and both taxes, and takes its stock', async () => {
    const rose = await stocked(20, { price_cents: 2450 });
    const me = await newCustomer();
    const res = await place(me.cookie, webOrder([{ product_id: rose.id, quantity: 4 }], { po_number: 'PO-77' }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    // 4 × 24.50 = 98.00; + 22.00 fee = 120.00; GST 6.00; QST 11.97; total 137.97.
    expect(order).toMatchObject({
      source: 'web',
      type: 'order',
      status: 'pending',
      customer_id: me.id,
      subtotal_cents: 9800,
      delivery_fee_cents: 2200,
      gst_cents: 600,
      qst_cents: 1197,
      total_cents: 13797,
      po_number: 'PO-77',
      invoice_number: null,
      invoicePdf: `/api/Orders/${order.id}/invoice.pdf`,
      lines: [{ product_id: rose.id, quantity: 4, unit_price_cents: 2450, line_total_cents: 9800, back_order: false }],
    });
    expect(await onHand(rose.id)).toBe(16);
  });

  it('replies with the order as it is read afterwards: every field, the lines in their order', async () => {
    const [a, b, c] = [await stocked(9), await stocked(9), await stocked(9)];
    const me = await newCustomer();
    const lines = [c, a, b].map((p, i) => ({ product_id: p.id, quantity: i + 1 }));
    const res = await place(me.cookie, webOrder(lines, { notes: 'side door' }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data.order;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tickets/${placed.id}`,
      headers: { cookie: me.cookie },
    });
    expect(read.statusCode).toBe(200);
    // The detail adds what is paid and owed, and nothing else.
    expect(read.json().data.order).toMatchObject(placed);
    expect(Object.keys(read.json().data.order).filter((k) => !(k in placed))).toEqual([
      'paid_cents',
      'balance_due_cents',
      'payment_status',
      'days_overdue',
      'credit_notes',
    ]);
    expect(placed.lines.map((l: { product_id: number }) => l.product_id)).toEqual([c.id, a.id, b.id]);
  });

  it('takes same-day orders until 9:59:59 in Montreal, and from 10:00 offers the next day', async () => {
    const p = await stocked(5);
    const me = await newCustomer();
    try {
      now = new Date('2026-11-20T14:59:59Z'); // 09:59:59 EST
      expect((await place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }]))).statusCode).toBe(201);
      now = new Date('2026-11-20T15:00:00Z'); // 10:00:00 EST
      const late = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }]));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ field: 'delivery_date' });
      expect(late.json().message).toContain('November 21, 2026');
      const tomorrow = await place(
        me.cookie,
        webOrder([{ product_id: p.id, quantity: 1 }], { delivery_date: '2026-11-21' }),
      );
      expect(tomorrow.statusCode).toBe(201);
    } finally {
      now = NOW;
    }
  });

  it('takes web orders up to 60 days ahead; a later date is refused in both languages and takes nothing', async () => {
    const p = await stocked(5);
    const me = await newCustomer();
    // Friday 2026-11-20 + WEB_ORDER_MAX_DAYS_AHEAD (60) = Tuesday 2027-01-19.
    const last = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }], { delivery_date: '2027-01-19' }));
    expect(last.statusCode, last.body).toBe(201);
    const after = await place(
      me.cookie,
      webOrder([{ product_id: p.id, quantity: 1 }], { delivery_date: '2027-01-20' }),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({
      success: false,
      error: 'ValidationError',
      field: 'delivery_date',
      message:
        'Web orders are for the next 60 days: choose a date up to January 19, 2027. For a later date, ask us for a prebooking.',
    });
    const year9999 = await place(
      me.cookie,
      webOrder([{ product_id: p.id, quantity: 1 }], { delivery_date: '9999-12-30' }),
      { 'x-language': 'fr' },
    );
    expect(year9999.statusCode).toBe(400);
    expect(year9999.json()).toMatchObject({
      field: 'delivery_date',
      message:
        'Les commandes en ligne sont pour les 60 prochains jours\u00a0: choisissez une date jusqu’au 19 janvier 2027. Pour une date plus lointaine, demandez-nous une précommande.',
    });
    expect(await onHand(p.id)).toBe(4);
  });

  it('refuses an order without the disclaimer, a zone for delivery, or with a past or Sunday date', async () => {
    const p = await stocked(5);
    const me = await newCustomer();
    const cases: [object, string][] = [
      [{ agreed_disclaimer: false }, 'agreed_disclaimer'],
      [{ delivery_zone: null }, 'delivery_zone'],
      [{ delivery_date: '2026-11-19' }, 'delivery_date'],
      [{ delivery_date: '2026-11-22' }, 'delivery_date'],
      [{ lines: [] }, 'lines'],
    ];
    for (const [extra, field] of cases) {
      const res = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }], extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const { agreed_disclaimer: _omit, ...without } = webOrder([{ product_id: p.id, quantity: 1 }]);
    expect((await place(me.cookie, without)).json().field).toBe('agreed_disclaimer');
    expect(await onHand(p.id)).toBe(5);
  });

  it('stops a quantity above what is left, naming the product and what is left, and takes nothing', async () => {
    const a = await stocked(10);
    const b = await stocked(2, { name_en: 'Gerbera Pastel' });
    const me = await newCustomer();
    const res = await place(
      me.cookie,
      webOrder([
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough Gerbera Pastel in stock: 2 left.');
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([10, 2]);
  });

  it('of concurrent orders for the last units, exactly those that fit succeed', async () => {
    const last = await stocked(5);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => newCustomer()));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        place(buyers[i % 4]!.cookie, webOrder([{ product_id: last.id, quantity: 1 }])),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await onHand(last.id)).toBe(0);
  });

  it('sells 50 units to exactly 50 of 1,000 orders placed at once (issue 18)', { timeout: 120_000 }, async () => {
    const last = await stocked(50);
    // Beside it in each order, a product there is plenty of: what a refused order moved of it
    // (its stock, its ledger row) must go back with the refusal.
    const plenty = await stocked(10_000, { name_en: 'Eucalyptus' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        place(
          buyers[i % 20]!.cookie,
          webOrder([
            { product_id: plenty.id, quantity: 1 },
            { product_id: last.id, quantity: 1 },
          ]),
        ),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(50);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(950);
    expect([await onHand(last.id), await onHand(plenty.id)]).toEqual([0, 9_950]);
    // Each sale left one line and one movement of stock: none was taken twice.
    const ids = placed.map((r) => r.json().data.order.id as number);
    const lines = await t.db.selectFrom('order_lines').select('order_id').where('product_id', '=', last.id).execute();
    expect(lines.map((l) => l.order_id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const product of [last, plenty]) {
      const moved = await t.db
        .selectFrom('inventory_movements')
        .select((eb) => [eb.fn.sum<number>('quantity').as('sold'), eb.fn.countAll<number>().as('rows')])
        .where('product_id', '=', product.id)
        .where('reason', '=', 'order')
        .executeTakeFirstOrThrow();
      expect([Number(moved.sold), Number(moved.rows)]).toEqual([-50, 50]);
    }
  });

  it('is idempotent with an Idempotency-Key, also when the retries race', async () => {
    const p = await stocked(10);
    const me = await newCustomer();
    const key = { 'idempotency-key': `key-${Date.now()}-a` };
    const first = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 2 }]), key);
    const again = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 2 }]), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    // Retried once its delivery day can no longer be ordered: still the order it placed.
    try {
      now = new Date('2026-11-20T15:00:00Z');
      const late = await place(me.cookie, webOrder([{ product_id: p.id, quantity: 2 }]), key);
      expect([late.statusCode, late.json().data.order.id]).toEqual([200, first.json().data.order.id]);
    } finally {
      now = NOW;
    }

    const raceKey = { 'idempotency-key': `key-${Date.now()}-b` };
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }]), raceKey)),
    );
    expect(new Set(raced.map((r) => r.json().data.order.id)).size).toBe(1);
    expect(await onHand(p.id)).toBe(7);
  });

  it('never deadlocks on orders naming the same products in another order', async () => {
    const a = await stocked(50);
    const b = await stocked(50);
    const buyers = await Promise.all(Array.from({ length: 3 }, () => newCustomer()));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const lines = [
          { product_id: a.id, quantity: 1 },
          { product_id: b.id, quantity: 1 },
        ];
        return place(buyers[i % 3]!.cookie, webOrder(i % 2 ? lines.reverse() : lines));
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([38, 38]);
  });

  it('returns the order to a retry that raced the first attempt for the last units', async () => {
    const p = await stocked(1);
    const me = await newCustomer();
    const key = { 'idempotency-key': `key-${Date.now()}-last` };
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }]), key)),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(raced.map((r) => r.json().data.order.id)).size).toBe(1);
  });

  it('is for customers: 401 signed out, 403 for staff', async () => {
    const p = await stocked(1);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Customer/Orders',
          payload: webOrder([{ product_id: p.id, quantity: 1 }]),
        })
      ).statusCode,
    ).toBe(401);
    expect((await place(staff, webOrder([{ product_id: p.id, quantity: 1 }]))).statusCode).toBe(403);
  });
});

describe('staff orders and statuses', () => {
  it('creates a confirmed, invoiced order; booking beyond stock makes a back-order line; the balance follows', async () => {
    const p = await stocked(3, { price_cents: 1000 });
    const c = await newCustomer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_id: c.id,
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: p.id, quantity: 5, unit_price_cents: 900 }],
      },
      ...as(staff),
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({
      source: 'staff',
      status: 'confirmed',
      delivery_fee_cents: 0,
      subtotal_cents: 4500,
      invoice_number: expect.stringMatching(/^F-\d{6}$/),
      lines: [{ quantity: 5, unit_price_cents: 900, back_order: true, back_order_text: '2' }],
    });
    expect(await onHand(p.id)).toBe(0);
    const profile = await t.db
      .selectFrom('customer_profiles')
      .select('balance_cents')
      .where('user_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(profile.balance_cents).toBe(order.total_cents);

    // Cancelling gives back what came from stock (3, not 5) and credits the invoice.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancelled.json().data.order.status).toBe('cancelled');
    expect(await onHand(p.id)).toBe(3);
    const after = await t.db
      .selectFrom('customer_profiles')
      .select('balance_cents')
      .where('user_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(after.balance_cents).toBe(0);
  });

  it('applies one of several simultaneous moves: an order is invoiced and its stock given back once', async () => {
    const p = await stocked(10);
    const c = await newCustomer();
    const order = (await place(c.cookie, webOrder([{ product_id: p.id, quantity: 4 }]))).json().data.order;
    const move = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/${status}`, ...as(staff) });
    const confirms = await Promise.all(Array.from({ length: 4 }, () => move('confirmed')));
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const balance = async () =>
      (
        await t.db
          .selectFrom('customer_profiles')
          .select('balance_cents')
          .where('user_id', '=', c.id)
          .executeTakeFirstOrThrow()
      ).balance_cents;
    expect(await balance()).toBe(order.total_cents);
    const cancels = await Promise.all(Array.from({ length: 4 }, () => move('cancelled')));
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await onHand(p.id)).toBe(10);
    expect(await balance()).toBe(0);
  });

  it('moves pending → confirmed → ready → delivered; every other move is a 409', async () => {
    const p = await stocked(10);
    const c = await newCustomer();
    const id = (await place(c.cookie, webOrder([{ product_id: p.id, quantity: 1 }]))).json().data.order.id;
    const move = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${id}/update/${status}`, ...as(staff) });
    expect((await move('ready')).statusCode).toBe(409);
    expect((await move('delivered')).statusCode).toBe(409);
    const confirmed = await move('confirmed');
    expect(confirmed.json().data.order).toMatchObject({
      status: 'confirmed',
      invoice_number: expect.stringMatching(/^F-/),
    });
    expect((await move('pending')).statusCode).toBe(409);
    expect((await move('ready')).statusCode).toBe(200);
    expect((await move('delivered')).statusCode).toBe(200);
    const late = await move('cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('An order that is delivered cannot become cancelled.');
    expect((await move('shipped')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Orders/999999/update/confirmed`, ...as(staff) })).statusCode,
    ).toBe(404);
  });

  it('refuses to confirm a prebooking by a status move, and to delete an invoiced order', async () => {
    const p = await stocked(10);
    const c = await newCustomer();
    const base = { customer_id: c.id, delivery_method: 'pickup', delivery_date: '2027-02-13' };
    const pre = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { ...base, type: 'prebooking', lines: [{ product_id: p.id, quantity: 5 }] },
        ...as(staff),
      })
    ).json().data.order;
    expect(pre).toMatchObject({ type: 'prebooking', status: 'pending', invoice_number: null });
    expect(await onHand(p.id)).toBe(10);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Orders/${pre.id}/update/confirmed`, ...as(staff) })).statusCode,
    ).toBe(409);

    const invoiced = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { ...base, lines: [{ product_id: p.id, quantity: 1 }] },
        ...as(staff),
      })
    ).json().data.order;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/Orders/${invoiced.id}?updateInv=true`,
      ...as(staff),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An invoiced order cannot be deleted: cancel it instead.');
  });

  it('deletes an order, giving its stock back only when updateInv=true', async () => {
    const p = await stocked(10);
    const c = await newCustomer();
    const first = (await place(c.cookie, webOrder([{ product_id: p.id, quantity: 4 }]))).json().data.order.id;
    const second = (await place(c.cookie, webOrder([{ product_id: p.id, quantity: 1 }]))).json().data.order.id;
    expect(await onHand(p.id)).toBe(5);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Orders/${first}?updateInv=true`, ...as(staff) })).statusCode,
    ).toBe(200);
    expect(await onHand(p.id)).toBe(9);
    await t.app.inject({ method: 'DELETE', url: `/api/Orders/${second}?updateInv=false`, ...as(staff) });
    expect(await onHand(p.id)).toBe(9);
    expect((await t.app.inject({ method: 'GET', url: `/api/Orders/${first}`, ...as(staff) })).statusCode).toBe(404);
  });

  it('puts credited dry goods back in stock when asked, never fresh flowers', async () => {
    const vase = await stocked(10, { fresh: false, category: 'hard-goods' });
    const rose = await stocked(10);
    const c = await newCustomer();
    const base = { customer_id: c.id, delivery_method: 'pickup', delivery_date: TODAY };
    const original = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          ...base,
          lines: [
            { product_id: vase.id, quantity: 4 },
            { product_id: rose.id, quantity: 4 },
          ],
        },
        ...as(staff),
      })
    ).json().data.order;
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        ...base,
        type: 'refund',
        parent_order_id: original.id,
        restock_dry_goods: true,
        lines: [
          { product_id: vase.id, quantity: 2 },
          { product_id: rose.id, quantity: 2 },
        ],
      },
      ...as(staff),
    });
    expect(refund.statusCode).toBe(201);
    expect([await onHand(vase.id), await onHand(rose.id)]).toEqual([8, 6]);
    // The original order names its credit note, for staff and for its customer.
    const credit = refund.json().data.order;
    const expected = [
      {
        id: credit.id,
        number: credit.number,
        invoice_number: credit.invoice_number,
        total_cents: credit.total_cents,
        status: 'confirmed',
      },
    ];
    expect(credit.total_cents).toBeLessThan(0);
    const forStaff = await t.app.inject({ method: 'GET', url: `/api/Orders/${original.id}`, ...as(staff) });
    expect(forStaff.json().data.order.credit_notes).toEqual(expected);
    const forCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tickets/${original.id}`,
      ...as(c.cookie),
    });
    expect(forCustomer.json().data.order.credit_notes).toEqual(expected);
  });

  it('refunds only invoiced orders, blocks cancelling an order that has credit notes, and restocks only what left the shelf', async () => {
    const c = await newCustomer();
    const vase = await stocked(3, { fresh: false, category: 'hard-goods' });
    const pending = (await place(c.cookie, webOrder([{ product_id: vase.id, quantity: 1 }]))).json().data.order;
    const base = { customer_id: c.id, delivery_method: 'pickup', delivery_date: TODAY };
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { ...base, type: 'refund', parent_order_id: pending.id, lines: [{ product_id: vase.id, quantity: 1 }] },
      ...as(staff),
    });
    expect(early.statusCode).toBe(409);
    const invoiceMail = await t.app.inject({
      method: 'POST',
      url: `/api/Orders/${pending.id}/send-email`,
      payload: { type: 'invoice' },
      ...as(staff),
    });
    expect(invoiceMail.statusCode).toBe(409);

    // 2 left on the shelf: a staff order of 5 takes 2, back-orders 3.
    const big = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { ...base, lines: [{ product_id: vase.id, quantity: 5 }] },
        ...as(staff),
      })
    ).json().data.order;
    expect(await onHand(vase.id)).toBe(0);
    const refund = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          ...base,
          type: 'refund',
          parent_order_id: big.id,
          restock_dry_goods: true,
          lines: [{ product_id: vase.id, quantity: 5 }],
        },
        ...as(staff),
      })
    ).json().data.order;
    expect(await onHand(vase.id)).toBe(2);
    const cancelParent = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${big.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancelParent.statusCode).toBe(409);
    // Cancelling the credit note takes the restocked units back out; then the order may be cancelled.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Orders/${refund.id}/update/cancelled`, ...as(staff) }))
        .statusCode,
    ).toBe(200);
    expect(await onHand(vase.id)).toBe(0);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Orders/${big.id}/update/cancelled`, ...as(staff) })).statusCode,
    ).toBe(200);
    expect(await onHand(vase.id)).toBe(2);
  });

  it('makes a refund a credit note of the original order, lowering the balance', async () => {
    const p = await stocked(10, { price_cents: 2000 });
    const c = await newCustomer();
    const base = { customer_id: c.id, delivery_method: 'pickup', delivery_date: TODAY };
    const original = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { ...base, lines: [{ product_id: p.id, quantity: 3 }] },
        ...as(staff),
      })
    ).json().data.order;
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { ...base, type: 'refund', parent_order_id: original.id, lines: [{ product_id: p.id, quantity: 1 }] },
      ...as(staff),
    });
    expect(refund.statusCode).toBe(201);
    // 1 × 20.00 credited: GST 1.00, QST 1.995 → 2.00; total -23.00.
    expect(refund.json().data.order).toMatchObject({
      type: 'refund',
      parent_order_id: original.id,
      subtotal_cents: -2000,
      gst_cents: -100,
      qst_cents: -200,
      total_cents: -2300,
      invoice_number: expect.stringMatching(/^C-\d{6}$/),
    });
    const balance = await t.db
      .selectFrom('customer_profiles')
      .select('balance_cents')
      .where('user_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(balance.balance_cents).toBe(original.total_cents - 2300);

    // The credit uses the price paid, not today's; and never more than was sold.
    await t.db.updateTable('products').set({ price_cents: 9900 }).where('id', '=', p.id).execute();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        ...base,
        type: 'refund',
        parent_order_id: original.id,
        lines: [{ product_id: p.id, quantity: 2, unit_price_cents: 1 }],
      },
      ...as(staff),
    });
    expect(second.json().data.order.lines[0]).toMatchObject({ unit_price_cents: 2000, line_total_cents: -4000 });
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { ...base, type: 'refund', parent_order_id: original.id, lines: [{ product_id: p.id, quantity: 1 }] },
      ...as(staff),
    });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({
      field: 'lines.0.quantity',
      message: 'Only 0 of this product can still be credited.',
    });

    const stranger = await createProduct(t.db);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        ...base,
        type: 'refund',
        parent_order_id: original.id,
        lines: [{ product_id: stranger.id, quantity: 1 }],
      },
      ...as(staff),
    });
    expect(bad.json().field).toBe('lines.0.product_id');
  });

  it('lists and finds orders for staff only, with filters in the query', async () => {
    const p = await stocked(10);
    const c = await newCustomer();
    const id = (await place(c.cookie, webOrder([{ product_id: p.id, quantity: 1 }]))).json().data.order.id;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/Orders?customer_id=${c.id}&status=pending&source=web`,
      ...as(staff),
    });
    expect(list.json().data).toMatchObject({ orders: [{ id, line_count: 1 }], pagination: { total: 1 } });
    expect((await t.app.inject({ method: 'GET', url: `/api/Orders?status=lost`, ...as(staff) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/Orders', ...as(c.cookie) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/Orders/${id}`, ...as(c.cookie) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Orders' })).statusCode).toBe(401);
  });
});

describe("a customer's own orders", () => {
  it('shows their web orders open and past, all their orders, and one order; never another customer’s', async () => {
    const p = await stocked(10);
    const me = await newCustomer();
    const other = await newCustomer();
    const mine = (await place(me.cookie, webOrder([{ product_id: p.id, quantity: 1 }]))).json().data.order.id;
    await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        customer_id: me.id,
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: p.id, quantity: 1 }],
      },
      ...as(staff),
    });
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/customer/weborder/tickets/${me.id}?type=open`,
      ...as(me.cookie),
    });
    expect(open.json().data.orders.map((o: { id: number }) => o.id)).toEqual([mine]);
    const past = await t.app.inject({
      method: 'GET',
      url: `/api/customer/weborder/tickets/${me.id}?type=past`,
      ...as(me.cookie),
    });
    expect(past.json().data.orders).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: `/api/customer/Orders/${me.id}`, ...as(me.cookie) });
    expect(all.json().data.pagination.total).toBe(2);
    const one = await t.app.inject({ method: 'GET', url: `/api/customer/tickets/${mine}`, ...as(me.cookie) });
    expect(one.json().data.order.id).toBe(mine);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/tickets/${mine}`, ...as(other.cookie) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/Orders/${me.id}`, ...as(other.cookie) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/weborder/tickets/${me.id}`, ...as(other.cookie) }))
        .statusCode,
    ).toBe(404);
  });
});
