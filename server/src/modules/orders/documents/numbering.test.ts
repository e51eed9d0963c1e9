import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';
import { verifyLedger } from '../../accounts/index.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, NOW);

/** The numbers of a sequence ("F-000007" → 7), sorted. */
const sequence = (numbers: string[], prefix: string) =>
  numbers
    .filter((n) => n.startsWith(prefix))
    .map((n) => Number(n.slice(prefix.length)))
    .sort((a, b) => a - b);

describe('invoice and credit-note numbers', () => {
  it('are gap-free and never given twice when orders are created, edited and cancelled at the same time', async () => {
    const products = [await stocked(1000, { price_cents: 700 }), await stocked(1000, { price_cents: 1200 })];
    const customers = [await newCustomer(), await newCustomer()];
    const body = (i: number, quantity: number) => ({
      customer_id: customers[i % 2]!.id,
      delivery_method: 'pickup',
      delivery_date: '2026-11-20',
      lines: [{ product_id: products[i % 2]!.id, quantity }],
    });
    const create = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/Orders', payload: body(i, 1 + i), ...as(staff) });
    const existing = await Promise.all([0, 1, 2, 3, 4, 5].map(async (i) => (await create(i)).json().data.order.id));

    const results = await Promise.all([
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => create(i)),
      ...existing
        .slice(0, 4)
        .map((id, i) => t.app.inject({ method: 'PUT', url: `/api/Orders/${id}`, payload: body(i, 9), ...as(staff) })),
      ...existing
        .slice(4)
        .map((id) => t.app.inject({ method: 'PUT', url: `/api/Orders/${id}/update/cancelled`, ...as(staff) })),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);

    const numbers = (await t.db.selectFrom('invoice_documents').select('number').execute()).map((d) => d.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // 6 + 10 created, 4 re-issued by the edits; 4 credited by the edits, 2 by the cancellations.
    const invoices = sequence(numbers, 'F-');
    const credits = sequence(numbers, 'C-');
    expect(invoices).toEqual(Array.from({ length: 20 }, (_, i) => invoices[0]! + i));
    expect(credits).toEqual(Array.from({ length: 6 }, (_, i) => credits[0]! + i));
    const counters = await t.db.selectFrom('counters').selectAll().execute();
    const value = (name: string) => counters.find((c) => c.name === name)?.value;
    expect([value('invoice'), value('credit')]).toEqual([invoices.at(-1), credits.at(-1)]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
