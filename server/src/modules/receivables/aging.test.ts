import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { addDays } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';
import { rebuildSettlements } from '../payments/index.js';

const time = travelClock('2026-06-01');
const day = (d: string) => time.to(t.db, d);
const AS_OF = '2026-12-31';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, time.clock.now());

/** An invoice issued on `on` (staff order, confirmed at once); its total. */
async function invoiceOn(on: string, customerId: number, productId: number, quantity: number): Promise<number> {
  return (await issueOn(on, customerId, productId, quantity)).total_cents;
}
async function issueOn(on: string, customerId: number, productId: number, quantity: number) {
  await day(on);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: on,
      lines: [{ product_id: productId, quantity }],
      credit_override_reason: 'aging test',
    },
    ...as(staff),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: number; total_cents: number };
}
/** What the aging keeps of an invoice and a payment (decision 068): the sum that counts now, and from when. */
async function settlementsOf(orderId: number, paymentId: number) {
  const [order, payment] = await Promise.all([
    t.db.selectFrom('invoice_settlements').selectAll().where('order_id', '=', orderId).executeTakeFirst(),
    t.db.selectFrom('payment_settlements').selectAll().where('payment_id', '=', paymentId).executeTakeFirst(),
  ]);
  return {
    order: order && [Number(order.paid_cents), order.steady_from],
    payment: payment && [Number(payment.allocated_cents), payment.steady_from],
  };
}
const agingOf = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/receivables/aging?${query}`, ...as(staff) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/receivables/aging', () => {
  it('puts each open amount in its bucket by days past due, around each boundary day', async () => {
    const product = await stocked(1000, { price_cents: 100 });
    const c = await newCustomer({ businessName: 'Aging Boundaries Florist' });
    // Due on receipt (per-order customer): days late = AS_OF - invoice day. Quantities differ
    // so that each amount is told apart.
    const late = [0, 1, 30, 31, 60, 61, 90, 91];
    const amounts = new Map<number, number>();
    for (const [i, days] of late.entries())
      amounts.set(days, await invoiceOn(addDays(AS_OF, -days), c.id, product.id, i + 1));
    // One invoice issued after as_of does not count.
    await invoiceOn('2027-01-02', c.id, product.id, 50);
    const a = (d: number) => amounts.get(d) ?? 0;

    const data = await agingOf(`as_of=${AS_OF}&search=boundaries`);
    expect(data.customers).toHaveLength(1);
    const total = [...amounts.values()].reduce((s, v) => s + v, 0);
    expect(data.customers[0]).toEqual({
      customer_id: c.id,
      business_name: 'Aging Boundaries Florist',
      current_cents: a(0),
      d1_30_cents: a(1) + a(30),
      d31_60_cents: a(31) + a(60),
      d61_90_cents: a(61) + a(90),
      over_90_cents: a(91),
      total_cents: total,
      open_credit_cents: 0,
    });
    expect(data.totals.total_cents).toBe(total);

    // A day later every invoice has aged by one: 0→1, 30→31, 60→61, 90→91.
    const next = (await agingOf(`as_of=${addDays(AS_OF, 1)}&search=boundaries`)).customers[0];
    expect(next).toMatchObject({
      current_cents: 0,
      d1_30_cents: a(0) + a(1),
      d31_60_cents: a(30) + a(31),
      d61_90_cents: a(60) + a(61),
      over_90_cents: a(90) + a(91),
    });
  });

  it('counts unpaid parts only, open credit (overpayments, credit notes) apart, net in the total', async () => {
    const product = await stocked(1000, { price_cents: 1000 });
    const c = await newCustomer({ businessName: 'Aging Credit Florist' });
    const { id: firstId, total_cents: first } = await issueOn('2026-12-01', c.id, product.id, 1);
    await day('2026-12-10');
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: c.id, amount_cents: first + 700, method: 'cheque' },
      ...as(staff),
    });
    let data = await agingOf(`as_of=${AS_OF}&search=aging%20credit`);
    expect(data.customers[0]).toMatchObject({ d1_30_cents: 0, open_credit_cents: 700, total_cents: -700 });
    // A credit note (a refund of the invoice's unit) is credit too.
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        customer_id: c.id,
        type: 'refund',
        parent_order_id: firstId,
        delivery_method: 'pickup',
        delivery_date: '2026-12-10',
        lines: [{ product_id: product.id, quantity: 1 }],
      },
      ...as(staff),
    });
    expect(refund.statusCode).toBe(201);
    data = await agingOf(`as_of=${AS_OF}&search=aging%20credit`);
    expect(data.customers[0]).toMatchObject({ open_credit_cents: 700 + first, total_cents: -(700 + first) });
    // Before the payment was received, the invoice was open and the credit not there yet.
    const before = await agingOf('as_of=2026-12-05&search=aging%20credit');
    expect(before.customers[0]).toMatchObject({ d1_30_cents: first, open_credit_cents: 0, total_cents: first });
  });

  it('keeps the aging of a past day as it was when a payment is later re-allocated or reversed', async () => {
    const product = await stocked(1000, { price_cents: 1000 });
    const c = await newCustomer({ businessName: 'Aging History Florist' });
    const first = await issueOn('2026-10-01', c.id, product.id, 1);
    const second = await issueOn('2026-11-02', c.id, product.id, 2);
    await day('2026-11-10');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: c.id, amount_cents: first.total_cents, method: 'cheque', order_ids: [first.id] },
      ...as(staff),
    });
    expect(paid.statusCode).toBe(200);
    const payments = await t.app.inject({ method: 'GET', url: `/api/customer/Orders/payments/${c.id}`, ...as(staff) });
    const paymentId = (payments.json().data.payments as { id: number }[])[0]?.id;
    const asOf = async (d: string) => (await agingOf(`as_of=${d}&search=aging%20history`)).customers[0];
    const onTheTenth = await asOf('2026-11-10');
    const paidFirst = first.total_cents;
    expect(await settlementsOf(first.id, paymentId!)).toEqual({
      order: [paidFirst, '2026-11-10'],
      payment: [paidFirst, '2026-11-10'],
    });
    // 2026-11-10: the first invoice paid, the second open 8 days late.
    expect(onTheTenth).toMatchObject({ d31_60_cents: 0, d1_30_cents: second.total_cents, open_credit_cents: 0 });

    // On the 15th the payment moves to the second invoice: the 10th is unchanged.
    await day('2026-11-15');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/payments/${paymentId}/allocations`,
      payload: { allocations: [{ order_id: second.id, amount_cents: first.total_cents }] },
      ...as(staff),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await settlementsOf(first.id, paymentId!)).toEqual({ order: [0, '2026-11-15'], payment: [paidFirst, '2026-11-15'] });
    expect(await asOf('2026-11-10')).toEqual(onTheTenth);
    // The 15th: the first invoice open again (45 days late), the second paid by as much.
    expect(await asOf('2026-11-15')).toMatchObject({
      d31_60_cents: first.total_cents,
      d1_30_cents: second.total_cents - first.total_cents,
      open_credit_cents: 0,
    });

    // On the 20th it is reversed: the 10th and the 15th are unchanged, the 20th owes both.
    await day('2026-11-20');
    const reversed = await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/reverse`, ...as(staff) });
    expect(reversed.statusCode).toBe(200);
    expect(await settlementsOf(second.id, paymentId!)).toEqual({ order: [0, '2026-11-20'], payment: [0, '2026-11-20'] });
    expect(await asOf('2026-11-10')).toEqual(onTheTenth);
    expect(await asOf('2026-11-15')).toMatchObject({ total_cents: second.total_cents, open_credit_cents: 0 });
    expect(await asOf('2026-11-20')).toMatchObject({
      d31_60_cents: first.total_cents,
      d1_30_cents: second.total_cents,
      open_credit_cents: 0,
    });
  });

  it('reads the kept sums from their steady day, and finds what summing every allocation finds', async () => {
    const product = await stocked(1000, { price_cents: 700 });
    const c = await newCustomer({ businessName: 'Aging Settled Florist' });
    const paidOff = await issueOn('2026-09-01', c.id, product.id, 3);
    const partly = await issueOn('2026-09-02', c.id, product.id, 2);
    await day('2026-09-20');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: c.id, amount_cents: paidOff.total_cents + 500, method: 'cheque', order_ids: [paidOff.id, partly.id] },
      ...as(staff),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // An overpayment received later stays open credit.
    await day('2026-10-05');
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: c.id, amount_cents: partly.total_cents, method: 'cheque' },
      ...as(staff),
    });
    const days = ['2026-09-01', '2026-09-19', '2026-09-20', '2026-10-04', '2026-10-05', '2026-10-31', AS_OF];
    const read = () => Promise.all(days.map((d) => agingOf(`as_of=${d}`)));
    const kept = await read();
    expect(kept[5].totals.total_cents).not.toBe(kept[1].totals.total_cents);
    // Every kept sum made unsteady: each aging sums the allocations of its day, and finds the same.
    const steadyRows = () => t.db.selectFrom('invoice_settlements').selectAll().orderBy('order_id').execute();
    const steady = await steadyRows();
    await t.db.updateTable('invoice_settlements').set({ steady_from: '9999-12-31' }).execute();
    await t.db.updateTable('payment_settlements').set({ steady_from: '9999-12-31' }).execute();
    expect(await read()).toEqual(kept);
    // And they come back as kept from the allocations alone (the bench's rebuild).
    await rebuildSettlements(t.db);
    expect(await steadyRows()).toEqual(steady);
    expect(await read()).toEqual(kept);
  });

  it('sorts, pages and exports every customer with the totals row', async () => {
    const product = await stocked(1000, { price_cents: 100 });
    for (const [i, name] of ['Sort Alpha', 'Sort Bravo', 'Sort Charlie'].entries()) {
      const c = await newCustomer({ businessName: name });
      await invoiceOn('2026-12-20', c.id, product.id, 3 - i);
    }
    const page = await agingOf(`as_of=${AS_OF}&search=sort&sort=business_name&order=asc&limit=2&page=2`);
    expect(page.customers.map((r: { business_name: string }) => r.business_name)).toEqual(['Sort Charlie']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3 });
    const byTotal = await agingOf(`as_of=${AS_OF}&search=sort&sort=total_cents&order=asc`);
    expect(byTotal.customers.map((r: { business_name: string }) => r.business_name)).toEqual([
      'Sort Charlie',
      'Sort Bravo',
      'Sort Alpha',
    ]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/receivables/aging.xlsx?as_of=${AS_OF}&search=sort&sort=business_name&order=asc&lang=fr`,
      ...as(staff),
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Client');
    expect(sheet.getRow(2).getCell(1).value).toBe('Sort Alpha');
    expect(sheet.getRow(5).getCell(1).value).toBe(`Total au ${AS_OF}`);
    expect(sheet.getRow(5).getCell(9).value).toBe(byTotal.totals.total_cents / 100);
  });

  it('is for staff only', async () => {
    const c = await newCustomer();
    const res = await t.app.inject({ method: 'GET', url: '/api/receivables/aging', ...as(c.cookie) });
    expect(res.statusCode).toBe(403);
  });
});
