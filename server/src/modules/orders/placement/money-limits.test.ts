import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_TOTAL_CENTS, MAX_PAYMENT_CENTS, MAX_UNIT_PRICE_CENTS } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';
import { verifyLedger } from '../../accounts/index.js';

// Friday 2026-11-20, 08:00 in Montreal: same-day delivery is still open.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

/**
 * Issue 35 item 4: the contract's money limits (contract/src/limits.ts) are a 400 naming the
 * field, in the reader's language, never a 500; below them, amounts past 2^31 cents (a balance)
 * are kept exactly. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, onHand, balance, newCustomer } = orderKit(() => t, NOW);

type Line = { product_id: number; quantity: number; unit_price_cents?: number };

const staffOrder = (customerId: number, lines: Line[], type = 'order', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    headers: { cookie: staff, 'x-language': language },
    payload: { customer_id: customerId, type, delivery_method: 'pickup', delivery_date: TODAY, lines },
  });

/** `count` lines of `quantity` units at `price`, each on a product of its own. */
async function lines(count: number, quantity: number, price: number): Promise<Line[]> {
  const made: Line[] = [];
  for (let i = 0; i < count; i += 1)
    made.push({ product_id: (await createProduct(t.db)).id, quantity, unit_price_cents: price });
  return made;
}

describe('limits on a line and an order (POST /api/Orders, POST /api/Customer/Orders)', () => {
  it('refuses a line whose typed price and quantity pass $1,000,000, naming its quantity, in both languages', async () => {
    const me = await newCustomer();
    // 10,000 × $10,000.00: each within its own limit, $100,000,000 together (2^31 cents is $21,474,836.48).
    const huge = await lines(1, 10_000, MAX_UNIT_PRICE_CENTS);
    const en = await staffOrder(me.id, [(await lines(1, 1, 100))[0]!, ...huge]);
    expect(en.statusCode, en.body).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'lines.1.quantity',
      message: 'lines.1.quantity: A line cannot total more than $1,000,000.00 (quantity × unit price).',
    });
    const fr = await staffOrder(me.id, huge, 'prebooking', 'fr');
    expect(fr.statusCode, fr.body).toBe(400);
    expect(fr.json()).toMatchObject({
      field: 'lines.0.quantity',
      message:
        'lines.0.quantity\u00a0: Une ligne ne peut pas dépasser 1\u00a0000\u00a0000,00\u00a0$ (quantité × prix unitaire).',
    });
    // Exactly the limit is a line.
    const atLimit = await staffOrder(me.id, await lines(1, 100, MAX_LINE_TOTAL_CENTS / 100), 'prebooking');
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it('refuses a line past $1,000,000 at the catalogue price, staff or web, before any stock moves', async () => {
    const me = await newCustomer();
    // $100,000.00 a unit (the catalogue's highest price), 11 of them.
    const dear = await stocked(50, { price_cents: 10_000_000 });
    const staffRes = await staffOrder(me.id, [{ product_id: dear.id, quantity: 11 }]);
    expect(staffRes.statusCode, staffRes.body).toBe(400);
    expect(staffRes.json()).toMatchObject({ field: 'lines.0.quantity', error: 'ValidationError' });
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      headers: { cookie: me.cookie, 'x-language': 'fr' },
      payload: {
        delivery_method: 'pickup',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: dear.id, quantity: 11 }],
      },
    });
    expect(web.statusCode, web.body).toBe(400);
    expect(web.json()).toMatchObject({
      field: 'lines.0.quantity',
      message: 'Une ligne ne peut pas dépasser 1\u00a0000\u00a0000,00\u00a0$ (quantité × prix unitaire).',
    });
    expect(await onHand(dear.id)).toBe(50);
    expect(await balance(me.id)).toBe(0);
  });

  it('refuses an order or a prebooking past $10,000,000 taxes included, naming its lines', async () => {
    const me = await newCustomer();
    // 9 lines of $1,000,000: $9,000,000 before taxes, $10,347,750 with them.
    const nine = await lines(9, 100, 1_000_000);
    for (const type of ['order', 'prebooking']) {
      const res = await staffOrder(me.id, nine, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'lines',
        message: 'An order cannot total more than $10,000,000.00, taxes included: split it into several orders.',
      });
    }
    expect(await balance(me.id)).toBe(0);
  });

  it('answers a quantity or a typed price past its limit in the reader’s language', async () => {
    const me = await newCustomer();
    const [line] = await lines(1, 10_001, 100);
    const quantity = await staffOrder(me.id, [line!], 'order', 'fr');
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json()).toMatchObject({
      field: 'lines.0.quantity',
      message: 'lines.0.quantity\u00a0: au plus 10\u00a0000 unités sur une ligne.',
    });
    const price = await staffOrder(me.id, [{ ...line!, quantity: 1, unit_price_cents: MAX_UNIT_PRICE_CENTS + 1 }]);
    expect(price.statusCode).toBe(400);
    expect(price.json()).toMatchObject({
      field: 'lines.0.unit_price_cents',
      message: 'lines.0.unit_price_cents cannot be more than $10,000.00 a unit.',
    });
  });

  it('refuses a payment past $10,000,000, naming its amount', async () => {
    const me = await newCustomer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      headers: { cookie: staff, 'x-language': 'fr' },
      payload: { customer_id: me.id, amount_cents: MAX_PAYMENT_CENTS + 1, method: 'cheque' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'amount_cents',
      message: 'amount_cents\u00a0: au plus 10\u00a0000\u00a0000,00\u00a0$.',
    });
  });
});

describe('amounts past 2^31 cents within the limits', () => {
  it('keeps a balance of three large orders, one a converted prebooking, and a $10,000,000 payment exactly', async () => {
    const me = await newCustomer();
    // 8 lines of $1,000,000 (the line limit): $8,000,000 + GST $400,000 + QST $798,000 = $9,198,000.
    const ORDER = 919_800_000;
    const first = await staffOrder(me.id, await lines(8, 100, 1_000_000));
    const second = await staffOrder(me.id, await lines(8, 100, 1_000_000));
    const prebooking = await staffOrder(me.id, await lines(8, 100, 1_000_000), 'prebooking');
    for (const res of [first, second, prebooking]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order.total_cents).toBe(ORDER);
    }
    // Converting the prebooking bills it: the balance passes 2^31 cents ($21,474,836.48).
    const converted = await t.app.inject({
      method: 'PUT',
      url: `/api/prebooking/${prebooking.json().data.order.id}`,
      payload: { update_inventory: true },
      ...as(staff),
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().data.order).toMatchObject({ total_cents: ORDER, invoice_number: expect.any(String) });
    expect(await balance(me.id)).toBe(3 * ORDER);
    expect(3 * ORDER).toBeGreaterThan(2 ** 31);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: me.id, amount_cents: MAX_PAYMENT_CENTS, method: 'cheque' },
      ...as(staff),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.data.balance_cents).toBe(3 * ORDER - MAX_PAYMENT_CENTS);
    const read = await t.app.inject({ method: 'GET', url: `/api/customer/${me.id}`, ...as(staff) });
    expect(read.json().data.customer).toMatchObject({ balance_cents: 3 * ORDER - MAX_PAYMENT_CENTS });
    // Every balance is still the sum of its journal.
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
