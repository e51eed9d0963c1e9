import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedDocument } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';
import { journalOf, verifyLedger } from '../../accounts/index.js';

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

const body = (customerId: number, lines: { product_id: number; quantity: number }[]) => ({
  customer_id: customerId,
  delivery_method: 'pickup',
  delivery_date: TODAY,
  lines,
});
const pdf = async (url: string, cookie = staff) => {
  const res = await t.app.inject({ method: 'GET', url, ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const summary = (documents: IssuedDocument[]) =>
  documents.map((d) => ({ number: d.number, kind: d.kind, total_cents: d.total_cents, reverses: d.reverses_number }));

describe('issued invoices never change', () => {
  it('an edit credits invoice N and issues a new one, a cancellation credits that: N prints the same bytes throughout', async () => {
    const roses = await stocked(10, { price_cents: 1000 });
    const vases = await stocked(10, { price_cents: 500 });
    const customer = await newCustomer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: body(customer.id, [{ product_id: roses.id, quantity: 3 }]),
      ...as(staff),
    });
    const order = created.json().data.order;
    // 30.00, GST 1.50, QST 2.99: 34.49.
    expect(order.total_cents).toBe(3449);
    const [invoice] = order.documents as IssuedDocument[];
    expect(invoice).toMatchObject({ kind: 'invoice', number: order.invoice_number, total_cents: 3449 });
    const invoicePdf = await pdf(invoice!.pdf);
    expect(invoicePdf.equals(await pdf(order.invoicePdf))).toBe(true);
    expect(invoicePdf.equals(await pdf(invoice!.pdf, customer.cookie))).toBe(true);

    // The customer moves: an issued invoice keeps the address it was issued to.
    await t.db
      .updateTable('customer_profiles')
      .set({ address1: '1 New Street' })
      .where('user_id', '=', customer.id)
      .execute();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: body(customer.id, [
        { product_id: roses.id, quantity: 1 },
        { product_id: vases.id, quantity: 4 },
      ]),
      ...as(staff),
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data.order;
    // 10.00 + 20.00 = 30.00 again, but other lines: still a credit note and a new invoice.
    const [, credit, reissued] = after.documents as IssuedDocument[];
    expect(summary(after.documents)).toEqual([
      { number: invoice!.number, kind: 'invoice', total_cents: 3449, reverses: null },
      { number: credit!.number, kind: 'credit_note', total_cents: -3449, reverses: invoice!.number },
      { number: reissued!.number, kind: 'invoice', total_cents: 3449, reverses: null },
    ]);
    expect(credit!.number).toMatch(/^C-\d{6}$/);
    expect(reissued!.number).not.toBe(invoice!.number);
    expect(after.invoice_number).toBe(reissued!.number);
    // Stock moved by the difference only.
    expect([await onHand(roses.id), await onHand(vases.id)]).toEqual([9, 6]);
    expect(await balance(customer.id)).toBe(3449);
    expect((await pdf(invoice!.pdf)).equals(invoicePdf)).toBe(true);
    const reissuedPdf = await pdf(reissued!.pdf);
    expect(reissuedPdf.equals(invoicePdf)).toBe(false);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancelled.statusCode).toBe(200);
    const final = (await t.app.inject({ method: 'GET', url: `/api/Orders/${order.id}`, ...as(staff) })).json().data
      .order;
    const last = (final.documents as IssuedDocument[])[3]!;
    expect(summary(final.documents).slice(0, 3)).toEqual(summary(after.documents));
    expect(last).toMatchObject({ kind: 'credit_note', total_cents: -3449, reverses_number: reissued!.number });
    expect([await onHand(roses.id), await onHand(vases.id)]).toEqual([10, 10]);
    expect(await balance(customer.id)).toBe(0);
    expect((await pdf(invoice!.pdf)).equals(invoicePdf)).toBe(true);
    expect((await pdf(reissued!.pdf)).equals(reissuedPdf)).toBe(true);

    const journal = await journalOf(t.db, customer.id);
    expect(journal.map((e) => [e.kind, Number(e.amount_cents), e.document_number])).toEqual([
      ['invoice', 3449, invoice!.number],
      ['credit_note', -3449, credit!.number],
      ['invoice', 3449, reissued!.number],
      ['credit_note', -3449, last.number],
    ]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it("gives another order's document as not found", async () => {
    const product = await stocked(5, { price_cents: 1000 });
    const customer = await newCustomer();
    const make = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Orders',
          payload: body(customer.id, [{ product_id: product.id, quantity: 1 }]),
          ...as(staff),
        })
      ).json().data.order;
    const [a, b] = [await make(), await make()];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/${a.id}/documents/${b.documents[0].id}.pdf`,
      ...as(staff),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to rewrite or delete the journal, and finds a balance moved outside it', async () => {
    const product = await stocked(5, { price_cents: 1000 });
    const customer = await newCustomer();
    await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: body(customer.id, [{ product_id: product.id, quantity: 1 }]),
      ...as(staff),
    });
    await expect(
      t.db.updateTable('ledger_entries').set({ amount_cents: 0 }).where('customer_id', '=', customer.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('ledger_entries').where('customer_id', '=', customer.id).execute()).rejects.toThrow(
      /append-only/,
    );
    // A balance moved outside the journal is what ledger:verify reports.
    const moved = (delta: number) =>
      t.db
        .updateTable('customer_profiles')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta) }))
        .where('user_id', '=', customer.id)
        .execute();
    const owed = await balance(customer.id);
    await moved(7);
    expect(await verifyLedger(t.db)).toEqual([
      { customer_id: customer.id, balance_cents: owed + 7, journal_cents: owed },
    ]);
    await moved(-7);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
