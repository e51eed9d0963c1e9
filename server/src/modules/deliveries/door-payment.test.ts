import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, signInAsNewAdmin } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
// A day of its own: the runs below are the only ones on it.
const DAY = '2026-12-16';

let t: TestApp;
let owner: string;
const kit = orderKit(() => t, NOW);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Stop {
  id: number;
  order_id: number;
  notes: string | null;
  items: { name_en: string; name_fr: string; quantity: number }[];
  balance_due_cents: number;
  collect_cents: number;
}
interface Run {
  id: number;
  delivery_zone: string;
  stops: Stop[];
}

const driver = async () => {
  const user = await createAdminUser(t.db, ['driver']);
  return { id: user.id, cookie: (await signIn(t.app, user.email)).cookie };
};

/**
 * Issue 34, item 9: a stop shows its products, the order's notes and what to collect; the
 * driver records a payment taken at the door, an ordinary payment allocated to the order's
 * invoice, and nothing more of the payments.
 */
describe('a stop on the driver page and the payment taken at the door', () => {
  let ana: { id: number; cookie: string };
  let ben: { id: number; cookie: string };
  let onReceipt: Stop;
  let onAccount: Stop;
  let bensStop: Stop;
  let customerId: number;
  let total: number;

  beforeAll(async () => {
    const rose = await kit.stocked(50, { name_en: 'Door rose', name_fr: 'Rose de porte', price_cents: 1000 });
    const tulip = await kit.stocked(50, { name_en: 'Door tulip', name_fr: 'Tulipe de porte', price_cents: 500 });
    const payer = await kit.newCustomer({ city: 'Laval' });
    customerId = payer.id;
    const net30 = await kit.newCustomer({ city: 'Laval' });
    await t.db
      .updateTable('customer_profiles')
      .set({ payment_terms: 'net_30' })
      .where('user_id', '=', net30.id)
      .execute();
    const lines = [
      { product_id: rose.id, quantity: 3 },
      { product_id: tulip.id, quantity: 2 },
    ];
    const paid = await kit.staffOrder(
      owner,
      { customer_id: payer.id, date: DAY, lines },
      { notes: 'Sonnez deux fois' },
    );
    await kit.staffOrder(owner, { customer_id: net30.id, date: DAY, lines });
    await kit.staffOrder(
      owner,
      { customer_id: payer.id, date: DAY, lines: [{ product_id: rose.id, quantity: 1 }] },
      { delivery_zone: 'ville-saint-laurent' },
    );
    const order = (await call(owner, 'GET', `/api/Orders/${paid.id}`)).json().data.order;
    total = order.total_cents;
    expect(order.balance_due_cents).toBe(total);
    const created = await call(owner, 'POST', '/api/deliveries/runs', { date: DAY });
    expect(created.statusCode, created.body).toBe(200);
    const runs: Run[] = created.json().data.runs;
    const laval = runs.find((r) => r.delivery_zone === 'montreal-laval')!;
    const vsl = runs.find((r) => r.delivery_zone === 'ville-saint-laurent')!;
    [ana, ben] = [await driver(), await driver()];
    for (const [run, who] of [
      [laval, ana],
      [vsl, ben],
    ] as const)
      expect((await call(owner, 'PUT', `/api/deliveries/runs/${run.id}`, { driver_user_id: who.id })).statusCode).toBe(
        200,
      );
    const mine: Run[] = (await call(ana.cookie, 'GET', `/api/deliveries?date=${DAY}`)).json().data.runs;
    onReceipt = mine[0]!.stops.find((s) => s.order_id === paid.id)!;
    onAccount = mine[0]!.stops.find((s) => s.order_id !== paid.id)!;
    bensStop = vsl.stops[0]!;
  });

  it('shows each stop its products with their quantities, the notes, and what to collect', () => {
    expect(onReceipt.items).toEqual([
      expect.objectContaining({ name_en: 'Door rose', name_fr: 'Rose de porte', quantity: 3 }),
      expect.objectContaining({ name_en: 'Door tulip', name_fr: 'Tulipe de porte', quantity: 2 }),
    ]);
    expect(onReceipt.notes).toBe('Sonnez deux fois');
    // Due on receipt: the whole invoice is collected at the door.
    expect(onReceipt.balance_due_cents).toBe(total);
    expect(onReceipt.collect_cents).toBe(total);
    // Net 30: owed, but on the customer's account, nothing to collect.
    expect(onAccount.balance_due_cents).toBe(total);
    expect(onAccount.collect_cents).toBe(0);
  });

  it('records a payment at the door as an ordinary payment on the order’s invoice', async () => {
    const res = await call(ana.cookie, 'POST', `/api/deliveries/stops/${onReceipt.id}/payment`, {
      method: 'cheque',
      amount_cents: 2000,
      reference: 'Chèque 512',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stop = (res.json().data.run as Run).stops.find((s) => s.id === onReceipt.id)!;
    expect(stop.balance_due_cents).toBe(total - 2000);
    expect(stop.collect_cents).toBe(total - 2000);
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount_cents: 2000,
      method: 'cheque',
      channel: 'driver',
      reference: 'Chèque 512',
      created_by: ana.id,
    });
    const allocations = (await call(owner, 'GET', `/api/payments/${payment.id}/allocations`)).json().data.allocation;
    expect(allocations.allocations).toEqual([
      expect.objectContaining({ order_id: onReceipt.order_id, amount_cents: 2000 }),
    ]);
    const order = (await call(owner, 'GET', `/api/Orders/${onReceipt.order_id}`)).json().data.order;
    expect(order.balance_due_cents).toBe(total - 2000);
  });

  it('takes at most what the invoice owes, in cash or by cheque only', async () => {
    const url = `/api/deliveries/stops/${onReceipt.id}/payment`;
    const over = await call(ana.cookie, 'POST', url, { method: 'cash', amount_cents: total });
    expect(over.statusCode).toBe(400);
    expect(over.json().field).toBe('amount_cents');
    expect((await call(ana.cookie, 'POST', url, { method: 'visa', amount_cents: 100 })).statusCode).toBe(400);
    const rest = await call(ana.cookie, 'POST', url, { method: 'cash', amount_cents: total - 2000 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await call(ana.cookie, 'POST', url, { method: 'cash', amount_cents: 100 })).statusCode).toBe(409);
  });

  it('lets a driver take a payment on their own stops and do nothing else with payments', async () => {
    const body = { method: 'cash', amount_cents: 100 };
    expect((await call(ana.cookie, 'POST', `/api/deliveries/stops/${bensStop.id}/payment`, body)).statusCode).toBe(403);
    const counter = (await signIn(t.app, (await createAdminUser(t.db, ['counter'])).email)).cookie;
    expect((await call(counter, 'POST', `/api/deliveries/stops/${onAccount.id}/payment`, body)).statusCode).toBe(403);
    // The payments module's own routes stay closed to the driver.
    const receive = await call(ana.cookie, 'POST', '/api/payment/receive', { customer_id: customerId, ...body });
    expect(receive.statusCode).toBe(403);
    const payment = await t.db
      .selectFrom('payments')
      .select('id')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect((await call(ana.cookie, 'GET', `/api/payments/${payment.id}/allocations`)).statusCode).toBe(403);
    expect((await call(ana.cookie, 'POST', `/api/payments/${payment.id}/reverse`)).statusCode).toBe(403);
    expect((await call(ana.cookie, 'GET', `/api/customer/Orders/payments/${customerId}`)).statusCode).toBe(403);
    // Their own stop, on account: taken and allocated like the other.
    const own = await call(ana.cookie, 'POST', `/api/deliveries/stops/${onAccount.id}/payment`, body);
    expect(own.statusCode, own.body).toBe(200);
  });
});
