import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { accountMail } from './account.js';
import { backOrderCancelledMail, backOrderFilledMail } from './back-order.js';
import type { MailBusiness, RenderedMail } from './layout.js';
import { orderDocumentMail, orderReceivedMail, orderReissuedMail } from './order.js';
import { statementMail } from './statement.js';
import { standingMovedMail, standingReminderMail } from './standing-order.js';

/**
 * French e-mails set a no-break space before : ; ! ? (issue 17), in their own words; the data
 * they carry stays as typed ("May?" in a customer's note).
 */
const business: MailBusiness = { name: 'Fleurs', address: '1 rue des Lilas, Montréal', phone: '514', email: 'a@b.c' };
const order = {
  number: '100200',
  invoice_number: 'F-100200',
  customer_name: 'Fleuriste Anne',
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: '2026-11-27',
  po_number: 'PO 7',
  notes: 'Livrer en mai? Merci!',
  lines: [
    {
      quantity: 2,
      name_en: 'Rose',
      name_fr: 'Rose',
      unit: 'bunch',
      stems_per_unit: 25,
      unit_price_cents: 2450,
      line_total_cents: 4900,
    },
  ],
  subtotal_cents: 4900,
  delivery_fee_cents: 2200,
  gst_cents: 355,
  qst_cents: 708,
  total_cents: 8163,
} as unknown as Order;

/** The marks typed with a plain space before them, or glued to a word, outside the customer's note. */
function badMarks(mail: RenderedMail): string[] {
  const text = `${mail.subject}\n${mail.text}`.replace(order.notes!, '');
  return [...text.matchAll(/(?: |(?<=[\p{L}\p{N})]))[:;!?](?=\s|$)/gu)].map((m) =>
    text.slice(Math.max(0, m.index - 20), m.index + 2),
  );
}

describe('French e-mails', () => {
  const mails: [string, RenderedMail][] = [
    ['order received', orderReceivedMail('fr', business, order, 'Anne')],
    ...(['confirmation', 'invoice', 'ready', 'delivered', 'cancelled'] as const).map((kind): [string, RenderedMail] => [
      kind,
      orderDocumentMail(kind, 'fr', business, order, 'Anne'),
    ]),
    ...(['invoice', 'credit_note'] as const).map((kind): [string, RenderedMail] => [
      `${kind} reissued`,
      orderReissuedMail('fr', business, order, 'Anne', {
        kind,
        cancelled: 'F-000051',
        reversal: 'C-000007',
        replacement: 'F-000052',
      }),
    ]),
    ['account created', accountMail('created', 'fr', business, 'Anne', 'https://x.test/fr/set-password')],
    ['account locked', accountMail('locked', 'fr', business, 'Anne', 15, 'https://x.test/fr/forgot')],
    ['statement', statementMail('fr', business, 'Anne', '2026-11')],
    [
      'back-order filled',
      backOrderFilledMail('fr', business, {
        name: 'Anne',
        orderNumber: '100200',
        link: 'https://x.test/fr/customer/tickets/1',
        lines: [{ quantity: 1, name_en: 'Rose', name_fr: 'Rose', unit: 'bunch', stems_per_unit: 25, open_after: 2 }],
      }),
    ],
    [
      'back-order cancelled',
      backOrderCancelledMail('fr', business, {
        name: 'Anne',
        orderNumber: '100200',
        link: 'https://x.test/fr/customer/orders',
        product: { name_en: 'Rose', name_fr: 'Rose', unit: 'bunch', stems_per_unit: 25 },
        quantity: 2,
        creditNote: 'C-100200',
      }),
    ],
    ...([standingReminderMail, standingMovedMail] as const).map((render): [string, RenderedMail] => [
      render.name,
      render('fr', business, {
        name: 'Anne',
        delivery: '2027-01-05',
        ordersOn: '2027-01-03',
        pickup: false,
        lines: ['3 × Rose (boîte de 10)'],
        movedFor: { date: '2027-01-06', name: 'Épiphanie' },
        link: 'https://x.test/fr/customer/standing-orders',
        profileLink: 'https://x.test/fr/customer',
      }),
    ]),
  ];

  it.each(mails)('%s: a no-break space before each : ; ! ?', (_kind, mail) => {
    expect(badMarks(mail)).toEqual([]);
  });

  it('keeps the customer’s own text as typed, and sets the totals', () => {
    const mail = orderReceivedMail('fr', business, order, 'Anne');
    expect(mail.text).toContain('Note\u00a0: Livrer en mai? Merci!');
    expect(mail.text).toMatch(/Sous-total\u00a0: 49,00\u00a0\$/);
  });
});
