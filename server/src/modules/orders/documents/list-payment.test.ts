import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

// The clock starts on Friday 2026-11-20 (08:00 in Montreal) and moves on below.
let now = new Date('2026-11-20T13:00:00Z');
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, now);

type Row = {
  id: number;
  paid_cents: number;
  balance_due_cents: number;
  payment_status: string;
  due_on: string | null;
  days_overdue: number;
};

describe('order lists carry what is paid and owed', () => {
  it("gives each row of the customer's and the staff lists its paid, owed, status, due date and days overdue", async () => {
    const flower = await stocked(20, { price_cents: 1000 });
    const customer = await newCustomer();
    const order = async (quantity: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customer.id,
          delivery_method: 'pickup',
          delivery_date: '2026-11-20',
          lines: [{ product_id: flower.id, quantity }],
        },
        ...as(staff),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.order as { id: number; total_cents: number };
    };
    // 2 units = 23.00, 1 unit = 11.50 (GST and QST); per order, due on receipt.
    const partly = await order(2);
    const paid = await order(1);
    const paying = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: {
        customer_id: customer.id,
        amount_cents: 1150 + 1000,
        method: 'cheque',
        order_ids: [paid.id, partly.id],
      },
      ...as(staff),
    });
    expect(paying.statusCode, paying.body).toBe(200);

    now = new Date('2026-11-25T13:00:00Z');
    const expected = {
      [partly.id]: {
        paid_cents: 1000,
        balance_due_cents: 1300,
        payment_status: 'partial',
        due_on: '2026-11-20',
        days_overdue: 5,
      },
      [paid.id]: {
        paid_cents: 1150,
        balance_due_cents: 0,
        payment_status: 'paid',
        due_on: '2026-11-20',
        days_overdue: 0,
      },
    };
    for (const url of [`/api/customer/Orders/${customer.id}`, `/api/Orders?customer_id=${customer.id}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        ...as(url.startsWith('/api/Orders') ? staff : customer.cookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.orders as Row[];
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row, url).toMatchObject(expected[row.id]!);
    }

    // Re-allocated all to the first order: the lists count only what settles each order now.
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/customer/Orders/payments/${customer.id}`,
      ...as(staff),
    });
    const paymentId = payments.json().data.payments[0].id as number;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/payments/${paymentId}/allocations`,
      payload: { allocations: [{ order_id: partly.id, amount_cents: 2150 }] },
      ...as(staff),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/customer/Orders/${customer.id}`,
      ...as(customer.cookie),
    });
    const byId = new Map((after.json().data.orders as Row[]).map((r) => [r.id, r]));
    expect(byId.get(partly.id)).toMatchObject({ paid_cents: 2150, balance_due_cents: 150, payment_status: 'partial' });
    expect(byId.get(paid.id)).toMatchObject({
      paid_cents: 0,
      balance_due_cents: 1150,
      payment_status: 'unpaid',
      days_overdue: 5,
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tickets/${partly.id}`,
      ...as(customer.cookie),
    });
    expect(detail.json().data.order).toMatchObject({ paid_cents: 2150, due_on: '2026-11-20', days_overdue: 5 });
  });
});
