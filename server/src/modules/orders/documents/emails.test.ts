import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import type { MailAttachment } from '../../mail/outbox.js';
import { orderKit } from '../../../test/order-kit.js';

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

const invoiceType = (customerId: number, type: 'per_order' | 'monthly') =>
  t.db.updateTable('customer_profiles').set({ invoice_type: type }).where('user_id', '=', customerId).execute();

const outboxTo = (to: string) =>
  t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

/** What the sender delivered for an outbox message (the .eml it wrote), quoted-printable decoded. */
async function delivered(message: { id: number; template: string }): Promise<string> {
  await t.app.mailer.sender.flush();
  const eml = fs.readFileSync(
    path.join(t.config.mail.outboxDir, `${String(message.id).padStart(6, '0')}-${message.template}.eml`),
    'latin1',
  );
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function placeFor(cookie: string, productId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: {
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: TODAY,
      agreed_disclaimer: true,
      lines: [{ product_id: productId, quantity: 4 }],
    },
    ...as(cookie),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order;
}

describe('order e-mails', () => {
  it('a web order e-mails the customer in their language and the staff in French, with the totals', async () => {
    const rose = await stocked(20, { price_cents: 2450, name_fr: 'Rose Freedom rouge', name_en: 'Red Freedom rose' });
    const florist = await newCustomer({ language: 'fr', businessOwnerName: 'Élise Côté' });
    const order = await placeFor(florist.cookie, rose.id);

    const [mail] = await outboxTo(florist.email);
    expect(mail).toMatchObject({
      template: 'order-received',
      language: 'fr',
      subject: `Nous avons reçu votre commande ${order.number}`,
      // Rendered by the sender's worker when it delivers it.
      text_body: '',
    });
    const text = await delivered(mail!);
    // 98.00 + 22.00 = 120.00; GST 6.00; QST 11.97; total 137.97 (the same computeTotals).
    for (const part of [
      'Bonjour Élise Côté,',
      '4 × Rose Freedom rouge',
      'TPS\u00a0: 6,00',
      'Total\u00a0: 137,97',
      'confirmées',
    ])
      expect(text).toContain(part);

    const forStaff = (await outboxTo(t.config.business.email)).find((m) => m.subject.includes(order.number));
    expect(forStaff).toMatchObject({ template: 'order-staff', language: 'fr', reply_to: florist.email });
    expect(await delivered(forStaff!)).toContain(`/admin/tickets/view/${order.id}`);

    const english = await newCustomer({ language: 'en' });
    const second = await placeFor(english.cookie, rose.id);
    const [englishMail] = await outboxTo(english.email);
    expect(englishMail!.subject).toBe(`We received your order ${second.number}`);
    expect(await delivered(englishMail!)).toContain('Total: $137.97');
  });

  it('sends the confirmation, and the invoice with its PDF kept under DATA_DIR/invoices', async () => {
    const p = await stocked(10, { price_cents: 1000 });
    const customer = await newCustomer({ language: 'en' });
    // A monthly customer: nothing is sent until staff send it.
    await invoiceType(customer.id, 'monthly');
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customer.id,
          delivery_method: 'pickup',
          delivery_date: TODAY,
          lines: [{ product_id: p.id, quantity: 2 }],
        },
        ...as(staff),
      })
    ).json().data.order;
    const send = (type: string, cookie: string | null = staff) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Orders/${order.id}/send-email`,
        payload: { type },
        ...as(cookie ?? undefined),
      });

    expect((await send('confirmation')).statusCode).toBe(200);
    expect((await send('invoice')).json()).toMatchObject({ success: true, data: { id: order.id } });
    const [confirmation, invoice] = await outboxTo(customer.email);
    expect(confirmation).toMatchObject({
      template: 'order-confirmation',
      language: 'en',
      subject: `Your order ${order.number} is confirmed`,
      attachments: '[]',
    });
    expect(invoice).toMatchObject({ template: 'order-invoice', subject: `Your invoice ${order.invoice_number}` });
    const [attachment] = JSON.parse(invoice!.attachments) as MailAttachment[];
    expect(attachment).toMatchObject({
      filename: `facture-${order.invoice_number}.pdf`,
      contentType: 'application/pdf',
      path: expect.stringMatching(/^invoices\/[\w-]+\.pdf$/),
    });
    const stored = await t.app.files.get(attachment!.path);
    const file = Buffer.concat(await stored!.stream.toArray());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await send('receipt')).statusCode).toBe(400);
    expect((await send('invoice', null)).statusCode).toBe(401);
    expect((await send('invoice', customer.cookie)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/Orders/999999/send-email',
      payload: { type: 'confirmation' },
      ...as(staff),
    });
    expect(missing.statusCode).toBe(404);
    expect(await outboxTo(customer.email)).toHaveLength(2);
  });

  it('e-mails a per-order customer their invoice when the order is confirmed, once; a monthly customer gets none', async () => {
    const p = await stocked(20, { price_cents: 1000 });
    const perOrder = await newCustomer({ language: 'fr' });
    const monthly = await newCustomer();
    await invoiceType(monthly.id, 'monthly');
    const staffOrder = async (customerId: number, quantity = 1) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Orders',
          payload: {
            customer_id: customerId,
            delivery_method: 'pickup',
            delivery_date: TODAY,
            lines: [{ product_id: p.id, quantity }],
          },
          ...as(staff),
        })
      ).json().data.order;

    const order = await staffOrder(perOrder.id);
    const [mail] = await outboxTo(perOrder.email);
    expect(mail).toMatchObject({
      template: 'order-invoice',
      language: 'fr',
      subject: expect.stringContaining(order.invoice_number),
    });
    expect(JSON.parse(mail!.attachments)).toEqual([
      expect.objectContaining({ filename: `facture-${order.invoice_number}.pdf` }),
    ]);
    // An edit re-issues the invoice (issue 34, item 5): the customer gets the credit note that
    // cancels it and the new invoice, both PDFs in one e-mail, in their language.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: {
        customer_id: perOrder.id,
        type: 'order',
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: p.id, quantity: 2 }],
      },
      ...as(staff),
    });
    expect(edited.statusCode).toBe(200);
    const fresh = edited.json().data.order.invoice_number as string;
    const creditNote = (
      await t.db
        .selectFrom('invoice_documents')
        .select('number')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'credit_note')
        .executeTakeFirstOrThrow()
    ).number;
    const [, reissued, ...more] = await outboxTo(perOrder.email);
    expect(more).toEqual([]);
    expect(reissued).toMatchObject({
      template: 'order-reissued',
      language: 'fr',
      subject: `Votre facture ${order.invoice_number} est remplacée par la facture ${fresh}`,
    });
    const pdfs = JSON.parse(reissued!.attachments) as MailAttachment[];
    expect(pdfs.map((a) => a.filename)).toEqual([expect.stringContaining(creditNote), `facture-${fresh}.pdf`]);
    for (const pdf of pdfs) {
      const stored = await t.app.files.get(pdf.path);
      expect(
        Buffer.concat(await stored!.stream.toArray())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    expect(await delivered(reissued!)).toContain(
      `la note de crédit ${creditNote} annule la facture ${order.invoice_number}, et la facture ${fresh} la remplace`,
    );

    // A web order is invoiced, and e-mailed, when staff confirm it.
    const placed = await placeFor(perOrder.cookie, p.id);
    const before = (await outboxTo(perOrder.email)).length;
    await t.app.inject({ method: 'PUT', url: `/api/Orders/${placed.id}/update/confirmed`, ...as(staff) });
    const after = await outboxTo(perOrder.email);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ template: 'order-invoice' });

    await staffOrder(monthly.id);
    expect(await outboxTo(monthly.email)).toEqual([]);
  });

  it('tells the customer each move they would care about, in their language, unless they turned it off', async () => {
    const p = await stocked(40, { price_cents: 1000 });
    const florist = await newCustomer({ language: 'fr' });
    await invoiceType(florist.id, 'monthly');
    const move = async (id: number, to: string) => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/Orders/${id}/update/${to}`, ...as(staff) });
      expect(res.statusCode, res.body).toBe(200);
    };
    const templates = async () => (await outboxTo(florist.email)).map((m) => m.template);

    // A delivery: confirmed and delivered are told; ready is not (it is not theirs to act on).
    const delivery = await placeFor(florist.cookie, p.id);
    for (const to of ['confirmed', 'ready', 'delivered']) await move(delivery.id, to);
    expect(await templates()).toEqual(['order-received', 'order-confirmation', 'order-delivered']);
    const delivered = (await outboxTo(florist.email)).at(-1)!;
    expect(delivered.subject).toBe(`Votre commande ${delivery.number} a été livrée`);
    expect(delivered.text_body).toContain('24 heures');

    // They turn off the confirmation in their profile: a pickup is then told ready and cancelled only.
    const profile = await t.app.inject({ method: 'GET', url: `/api/customer/${florist.id}`, ...as(florist.cookie) });
    const own = profile.json().data.customer;
    expect(own.order_notices).toEqual({
      confirmed: true,
      ready: true,
      out_for_delivery: true,
      delivered: true,
      cancelled: true,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${florist.id}/profile`,
      payload: {
        phoneNumber: own.phoneNumber,
        language: 'fr',
        order_notices: { confirmed: false, ready: true, out_for_delivery: true, delivered: true, cancelled: true },
      },
      ...as(florist.cookie),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.customer.order_notices.confirmed).toBe(false);
    const pickup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Customer/Orders',
        payload: {
          delivery_method: 'pickup',
          delivery_date: TODAY,
          agreed_disclaimer: true,
          lines: [{ product_id: p.id, quantity: 1 }],
        },
        ...as(florist.cookie),
      })
    ).json().data.order;
    const before = (await templates()).length;
    for (const to of ['confirmed', 'ready', 'cancelled']) await move(pickup.id, to);
    expect((await templates()).slice(before)).toEqual(['order-ready', 'order-cancelled']);
  });
});
