import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

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

const { stocked, newCustomer } = orderKit(() => t, NOW);

/** The PDF's text as poppler reads it: what a customer's software would find in it. */

const getPdf = (id: number, cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url: `/api/Orders/${id}/invoice.pdf`, ...as(cookie ?? undefined) });

describe('GET /api/Orders/{id}/invoice.pdf', () => {
  it('prints a bilingual invoice: supplier and tax numbers, customer, delivery, lines, fee, taxes, total, terms', async () => {
    const rose = await stocked(20, { price_cents: 2450, name_fr: 'Rose Équateur rouge', name_en: 'Ecuador red rose' });
    const customer = await newCustomer({ businessName: 'Fleuriste Éléonore & Fils', city: 'Laval' });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customer.id,
          delivery_method: 'delivery',
          delivery_zone: 'montreal-laval',
          delivery_date: TODAY,
          po_number: 'PO-4471',
          lines: [{ product_id: rose.id, quantity: 4 }],
        },
        ...as(staff),
      })
    ).json().data.order;

    const res = await getPdf(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="facture-${order.invoice_number}.pdf"`);
    const text = pdfText(res.rawPayload);
    const expected = [
      'Fleurs en Gros Montréal',
      '2400 Rue Halpern, Saint-Laurent, QC H4S 1S7',
      t.config.business.gstNumber,
      t.config.business.qstNumber,
      'Facture / Invoice',
      order.invoice_number,
      order.number,
      'Date : 20 novembre 2026 / November 20, 2026',
      'Fleuriste Éléonore & Fils',
      'Laval',
      'Grand Montréal et Laval / Greater Montreal and Laval',
      'PO-4471',
      'Rose Équateur rouge / Ecuador red rose',
      '24,50 $ / $24.50',
      '98,00 $ / $98.00',
      '22,00 $ / $22.00',
      '6,00 $ / $6.00',
      '11,97 $ / $11.97',
      '137,97 $ / $137.97',
      // The customer's terms (per-order invoices default to due on receipt), in both languages,
      // French first, the dates written out (issue 34, item 8).
      'Échéance / Due : 20 novembre 2026 / November 20, 2026',
      'Modalités / Terms : Payable sur réception / Due on receipt',
    ];
    for (const part of expected) expect(text, part).toContain(part);
  });

  it('is an order form before the invoice and a credit note for a refund, naming the original invoice', async () => {
    const p = await stocked(10, { price_cents: 1000 });
    const customer = await newCustomer();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Orders',
      payload: {
        delivery_method: 'pickup',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: p.id, quantity: 2 }],
      },
      ...as(customer.cookie),
    });
    const pending = placed.json().data.order;
    const pendingPdf = await getPdf(pending.id, customer.cookie);
    expect(pendingPdf.headers['content-disposition']).toBe(`inline; filename="commande-${pending.number}.pdf"`);
    expect(pdfText(pendingPdf.rawPayload)).toContain('Bon de commande / Order');

    await t.db
      .updateTable('customer_profiles')
      .set({ invoice_type: 'monthly' })
      .where('user_id', '=', customer.id)
      .execute();
    await t.app.inject({ method: 'PUT', url: `/api/Orders/${pending.id}/update/confirmed`, ...as(staff) });
    const invoiced = (await t.app.inject({ method: 'GET', url: `/api/Orders/${pending.id}`, ...as(staff) })).json().data
      .order;
    const refund = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customer.id,
          type: 'refund',
          parent_order_id: pending.id,
          delivery_method: 'pickup',
          delivery_date: TODAY,
          lines: [{ product_id: p.id, quantity: 1 }],
        },
        ...as(staff),
      })
    ).json().data.order;
    const credit = pdfText((await getPdf(refund.id, customer.cookie)).rawPayload);
    for (const part of [
      'Note de crédit / Credit note',
      refund.invoice_number,
      `Facture d’origine / Original invoice : ${invoiced.invoice_number}`,
      '-11,50 $ / -$11.50',
      'payable sur',
    ])
      expect(credit, part).toContain(part);
  });

  it("prints the due date and the customer's payment terms, frozen at issue, in the customer's language", async () => {
    const p = await stocked(10, { price_cents: 1000 });
    const net15 = await newCustomer({ language: 'en' });
    const monthly = await newCustomer({ language: 'fr' });
    await t.db
      .updateTable('customer_profiles')
      .set({ payment_terms: 'net_15' })
      .where('user_id', '=', net15.id)
      .execute();
    await t.db
      .updateTable('customer_profiles')
      .set({ invoice_type: 'monthly', payment_terms: null })
      .where('user_id', '=', monthly.id)
      .execute();
    const invoiced = async (customerId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customerId,
          delivery_method: 'pickup',
          delivery_date: TODAY,
          lines: [{ product_id: p.id, quantity: 1 }],
        },
        ...as(staff),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json().data.order as { id: number };
      return (await t.app.inject({ method: 'GET', url: `/api/Orders/${id}`, ...as(staff) })).json().data.order as {
        id: number;
        invoice_number: string;
        due_on: string;
      };
    };

    // Net 15: issued on the test clock's day, due 15 days later; in both languages, French first,
    // whatever the customer's (an English customer's French invoice read "Due … Terms: …").
    const a = await invoiced(net15.id);
    expect(a.due_on).toBe('2026-12-05');
    const first = (await getPdf(a.id)).rawPayload;
    const en = pdfText(first);
    expect(en).toContain('Échéance / Due : 5 décembre 2026 / December 5, 2026');
    expect(en).toContain('Modalités / Terms : Net 15 jours / Net 15 days');
    expect(en).not.toContain('Payable à la réception');

    // A monthly customer without terms of their own: the invoice type's default, net 30.
    const b = await invoiced(monthly.id);
    expect(b.due_on).toBe('2026-12-20');
    const fr = pdfText((await getPdf(b.id)).rawPayload);
    expect(fr).toContain('Échéance / Due : 20 décembre 2026 / December 20, 2026');
    expect(fr).toContain('Modalités / Terms : Net 30 jours / Net 30 days');
    expect(fr).not.toContain('Porté au compte');

    // Frozen at issue: new terms for the customer change nothing of the issued invoice's bytes.
    await t.db
      .updateTable('customer_profiles')
      .set({ payment_terms: 'net_30' })
      .where('user_id', '=', net15.id)
      .execute();
    expect((await getPdf(a.id)).rawPayload.equals(first)).toBe(true);

    // An edit credits the invoice (a credit note: nothing due) and issues a new one, due when the
    // order was (the edit does not move it), on the terms that gave that date.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${a.id}`,
      payload: {
        customer_id: net15.id,
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: p.id, quantity: 2 }],
      },
      ...as(staff),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [original, credit, reissued] = edited.json().data.order.documents as { kind: string; pdf: string }[];
    expect([credit!.kind, reissued!.kind]).toEqual(['credit_note', 'invoice']);
    const pdfAt = async (url: string) => pdfText((await t.app.inject({ method: 'GET', url, ...as(staff) })).rawPayload);
    const creditText = await pdfAt(credit!.pdf);
    expect(creditText).not.toMatch(/Échéance|Net 15/);
    expect(creditText).toContain('Modalités / Terms : Payable à la réception / Payable on receipt');
    const reissuedText = await pdfAt(reissued!.pdf);
    expect(reissuedText).toContain('Échéance / Due : 5 décembre 2026 / December 5, 2026');
    expect(reissuedText).toContain('Modalités / Terms : Net 15 jours / Net 15 days');

    // A snapshot frozen before due dates were kept prints as it did: no due date, the invoice type's terms.
    const document = await t.db
      .selectFrom('invoice_documents')
      .select(['id', 'snapshot'])
      .where('number', '=', a.invoice_number)
      .executeTakeFirstOrThrow();
    const { due_on: _due, payment_terms: _terms, ...old } = JSON.parse(document.snapshot!) as Record<string, unknown>;
    expect(_due).toBe('2026-12-05');
    expect(_terms).toBe('net_15');
    await t.db
      .updateTable('invoice_documents')
      .set({ snapshot: JSON.stringify(old) })
      .where('id', '=', document.id)
      .execute();
    const before = await pdfAt(original!.pdf);
    expect(before).toContain('Modalités / Terms : Payable à la réception / Payable on receipt');
    expect(before).not.toMatch(/Échéance/);
  });

  it('is for staff and the owning customer: another customer 404, signed out 401, unknown 404, bad id 400', async () => {
    const p = await stocked(5);
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: owner.id,
          delivery_method: 'pickup',
          delivery_date: TODAY,
          lines: [{ product_id: p.id, quantity: 1 }],
        },
        ...as(staff),
      })
    ).json().data.order;
    expect((await getPdf(order.id, owner.cookie)).statusCode).toBe(200);
    expect((await getPdf(order.id, stranger.cookie)).statusCode).toBe(404);
    expect((await getPdf(order.id, null)).statusCode).toBe(401);
    expect((await getPdf(999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Orders/abc/invoice.pdf', ...as(staff) })).statusCode).toBe(
      400,
    );
  });
});
