import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRun, Order, Payment, PickList } from '@shop/contract';
import { renderRunSheetPdf } from './modules/deliveries/pdf.js';
import {
  renderPackingSlipPdf,
  renderPackingSlipsPdf,
  renderPickListPdf,
  streamPackingSlips,
} from './modules/design-center/pdf.js';
import type { Business } from './modules/invoices/index.js';
import { renderInvoicePdf, renderInvoicesPdf, type PrintedDocument } from './modules/orders/documents/invoice-pdf.js';
import * as accountTemplates from './modules/mail/templates/account.js';
import * as deliveryTemplates from './modules/mail/templates/at-delivery.js';
import * as backOrderTemplates from './modules/mail/templates/back-order.js';
import * as claimTemplates from './modules/mail/templates/claim.js';
import * as contactTemplates from './modules/mail/templates/contact-message.js';
import type { RenderedMail } from './modules/mail/templates/layout.js';
import * as orderTemplates from './modules/mail/templates/order.js';
import * as statementTemplates from './modules/mail/templates/statement.js';
import type { OrderDocument } from './modules/orders/index.js';
import { renderPaymentsPdf, renderStatementPdf, type DocumentContext } from './modules/statements/pdf.js';
import type { StatementRows } from './modules/statements/repository.js';
import { createTestApp, type TestApp } from './test/app.js';
import { createCustomer, createProduct, signIn } from './test/factories.js';
import { englishWords, isoDates, otherNumeros, straightApostrophes, unsetMarks } from './test/french-text.js';
import { pdfDrawnText, pdfText } from './test/pdf-text.js';

/**
 * Every e-mail and every PDF as a French reader gets it (issue 34, item 8): no English word (a
 * bilingual document, French first, has English only in the English half of its pairs), a
 * no-break space before each : ; ! ? of its own words, a typographic apostrophe, and no ISO date
 * in its prose (an e-mail) or its top (a PDF's heading, period and own date; its table's columns
 * may keep 2026-11-28). What a person typed (a note, a business name, a PO number) is left as
 * typed, marks and all, and shown so.
 */

/** What people typed, with the marks French typography would change: it must come out as typed. */
const typed = {
  business: 'Fleurs d’Anne!',
  owner: 'Anne Roy',
  address: '12 rue des Lilas',
  city: 'Montréal',
  phone: '514-555-0199',
  po: 'PO:77',
  notes: 'Livrer en mai? Merci!',
  reason: 'Tiges cassées? Voir photo!',
  message: 'Avez-vous des pivoines? Merci!',
  reference: 'CHQ:101',
  rose: { fr: 'Rose Freedom', en: 'Freedom Rose' },
  driver: 'Marc!',
};
const TYPED = [
  typed.business,
  typed.po,
  typed.notes,
  typed.reason,
  typed.message,
  typed.reference,
  typed.driver,
  'https://fleurs.test/fr/customer/orders/1',
];

const business: Business = {
  name: 'Fleurs en gros',
  address: '100 boul. Décarie, Montréal (Québec) H4N 1A1',
  phone: '514-555-0100',
  fax: '514-555-0101',
  email: 'bonjour@fleurs.test',
  gstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
} as Business;

const order = {
  id: 1,
  number: '100200',
  invoice_number: 'F-000051',
  type: 'order',
  status: 'confirmed',
  customer_name: typed.business,
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: '2026-11-27',
  po_number: typed.po,
  notes: typed.notes,
  created_at: '2026-11-26T15:00:00.000Z',
  lines: [
    {
      quantity: 2,
      name_en: typed.rose.en,
      name_fr: typed.rose.fr,
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

const party = (language: 'en' | 'fr') =>
  ({
    email: 'anne@fleurs.test',
    language,
    business_name: typed.business,
    business_owner_name: typed.owner,
    address1: typed.address,
    address2: null,
    city: typed.city,
    province: 'QC',
    postal_code: 'H2X 1Y4',
    phone_number: typed.phone,
    invoice_type: 'per_order',
    parent_number: null,
    parent_invoice_number: null,
  }) as unknown as PrintedDocument['party'];

const printed = (kind: PrintedDocument['kind'], language: 'en' | 'fr'): PrintedDocument => ({
  kind,
  number: kind === 'order_form' ? null : kind === 'invoice' ? 'F-000051' : 'C-000007',
  issued_on: kind === 'order_form' ? null : '2026-11-28',
  reverses_number: kind === 'credit_note' ? 'F-000050' : null,
  ...(kind === 'invoice' ? { due_on: '2026-11-28', payment_terms: 'due_on_receipt' as const } : {}),
  order,
  party: party(language),
  business,
});

const slip = {
  order,
  party: party('fr'),
  lines: [{ ...order.lines[0], stock_quantity: 1 }],
} as unknown as OrderDocument;

const customer = {
  id: 7,
  business_name: typed.business,
  address1: typed.address,
  address2: null,
  city: typed.city,
  province: 'QC',
  postal_code: 'H2X 1Y4',
} as unknown as DocumentContext['customer'];
const statementContext: DocumentContext = {
  business,
  customer,
  period: { from: '2026-11-01', to: '2026-11-30' },
  today: '2026-12-01',
  language: 'fr',
};
const statement: StatementRows = {
  opening_cents: 800,
  closing_cents: 4249,
  total: 2,
  rows: [
    {
      kind: 'invoice',
      entry_id: 1,
      order_id: 1,
      entry_date: '2026-11-28',
      doc_number: 'F-000051',
      reference: null,
      method: null,
      amount_cents: 8163,
      balance_cents: 8963,
    },
    {
      kind: 'payment',
      entry_id: 2,
      order_id: null,
      entry_date: '2026-11-29',
      doc_number: null,
      reference: typed.reference,
      method: 'cheque',
      amount_cents: -4714,
      balance_cents: 4249,
    },
  ],
} as unknown as StatementRows;
const payments = {
  total: 2,
  rows: [
    { id: 3, amount_cents: 4714, method: 'cheque', reference: typed.reference, received_on: '2026-11-29' },
    {
      id: 4,
      amount_cents: -4714,
      method: 'cheque',
      reference: null,
      received_on: '2026-11-30',
      reverses_payment_id: 3,
    },
  ] as unknown as Payment[],
};

const pickList: PickList = {
  date: '2026-11-28',
  orders: 3,
  rows: [
    {
      product_id: 1,
      sku: 'ROS-FR-60',
      name: typed.rose.fr,
      category: 'roses',
      category_name: 'Roses',
      unit: 'bunch',
      quantity: 12,
      on_hand: 10,
      short: 2,
      orders: 3,
    },
  ],
} as unknown as PickList;

const run = {
  id: 1,
  date: '2026-11-28',
  name: 'Laval',
  delivery_zone: 'montreal-laval',
  driver_user_id: null,
  driver_name: typed.driver,
  departed_at: null,
  stops: [
    {
      id: 1,
      position: 1,
      number: '100200',
      business_name: typed.business,
      address: typed.address,
      phone: typed.phone,
      lines: 3,
      notes: typed.notes,
    },
  ],
} as unknown as DeliveryRun;

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
async function* once<T>(item: T) {
  yield await Promise.resolve(item);
}
const quiet = { error: () => undefined };

/**
 * A PDF, whether it is bilingual, and where its top ends (the title of its table's first
 * column): no ISO date above it. Its text is read as drawn (pdfDrawnText: pdftotext reads a
 * no-break space as a plain one).
 */
interface Printed {
  pdf: Buffer;
  bilingual?: boolean;
  tableStartsAt?: string;
}

const pdfs: Record<string, () => Promise<Printed>> = {
  'invoice (French customer)': async () => ({
    pdf: await renderInvoicePdf(printed('invoice', 'fr')),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'invoice (English customer)': async () => ({
    pdf: await renderInvoicePdf(printed('invoice', 'en')),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'credit note': async () => ({
    pdf: await renderInvoicePdf(printed('credit_note', 'fr')),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'order form': async () => ({
    pdf: await renderInvoicePdf(printed('order_form', 'fr')),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'invoices of a selection': async () => ({
    pdf: await renderInvoicesPdf([printed('invoice', 'fr'), printed('credit_note', 'fr')]),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  statement: async () => ({ pdf: await renderStatementPdf(statement, statementContext), tableStartsAt: 'Date' }),
  'statement of the whole history': async () => ({
    pdf: await renderStatementPdf(statement, { ...statementContext, period: {} }),
    tableStartsAt: 'Date',
  }),
  'payments received': async () => ({
    pdf: await renderPaymentsPdf(payments, statementContext),
    tableStartsAt: 'Date',
  }),
  'pick list': async () => ({ pdf: await renderPickListPdf(pickList, {}, business, 'fr'), tableStartsAt: 'Code' }),
  'pick list of a zone, empty': async () => ({
    pdf: await renderPickListPdf({ ...pickList, rows: [] }, { delivery_zone: 'montreal-laval' }, business, 'fr'),
  }),
  'packing slip': async () => ({
    pdf: await renderPackingSlipPdf(slip, business),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'packing slips of a selection': async () => ({
    pdf: await renderPackingSlipsPdf([slip, slip], business),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'packing slips of a date, streamed': async () => ({
    pdf: await read(streamPackingSlips(once(slip), business, quiet)),
    bilingual: true,
    tableStartsAt: 'Produit',
  }),
  'run sheet': async () => ({ pdf: await renderRunSheetPdf(run, business, 'fr'), tableStartsAt: 'Commande' }),
};

/** A French text's findings: English words, unset marks, straight apostrophes, numéro written otherwise than nᵒ. */
function findings(text: string, bilingual = false) {
  return {
    english: englishWords(text, { bilingual, typed: TYPED }),
    marks: unsetMarks(text, TYPED),
    apostrophes: straightApostrophes(text, TYPED),
    numeros: otherNumeros(text, TYPED),
  };
}
const clean = { english: [], marks: [], apostrophes: [], numeros: [] };

describe('every PDF in French', () => {
  it.each(Object.keys(pdfs))('%s', async (name) => {
    const { pdf, bilingual, tableStartsAt } = await pdfs[name]!();
    const lines = pdfDrawnText(pdf).split('\n');
    expect(findings(lines.join('\n'), bilingual)).toEqual(clean);
    const tableAt = lines.findIndex((line) => line.startsWith(tableStartsAt ?? '\u0000'));
    const top = (tableAt < 0 ? lines : lines.slice(0, tableAt)).join('\n');
    expect(isoDates(top), top).toEqual([]);
  });

  it('draws what people typed as they typed it', async () => {
    const invoice = pdfText(await renderInvoicePdf(printed('invoice', 'fr')));
    for (const value of [typed.business, typed.po]) expect(invoice).toContain(value);
    expect(pdfText(await renderPackingSlipPdf(slip, business))).toContain(typed.notes);
    expect(pdfText(await renderStatementPdf(statement, statementContext))).toContain(typed.reference);
    expect(pdfText(await renderRunSheetPdf(run, business, 'fr'))).toContain(typed.notes);
  });
});

const mailOrder = order;
const claimFacts = (kind: 'claim' | 'return') => ({
  name: typed.owner,
  kind,
  orderNumber: '100200',
  reason: typed.reason,
  raNumber: 'RA-000012',
  credit: { number: 'C-000007', amount: '68,64 $' },
  link: 'https://fleurs.test/fr/customer/orders/1',
});

/** Every e-mail template, French, with each of its kinds. */
const mails: Record<string, () => RenderedMail> = {
  ...Object.fromEntries(
    (
      [
        ['received', [typed.owner]],
        ['approved', [typed.owner, 'https://fleurs.test/fr/login']],
        ['rejected', [typed.owner]],
        ['reset', [typed.owner, 'https://fleurs.test/fr/set-password']],
        ['created', [typed.owner, 'https://fleurs.test/fr/set-password']],
        ['staffInvited', [typed.owner, 'https://fleurs.test/fr/set-password']],
        ['staffReset', [typed.owner, 'https://fleurs.test/fr/set-password']],
        ['staffTwoStepReset', [typed.owner, 'https://fleurs.test/fr/login']],
        ['locked', [typed.owner, 15, 'https://fleurs.test/fr/forgot-password']],
        ['newRegistration', [typed.business, 'anne@fleurs.test', 'https://fleurs.test/fr/admin/customers']],
      ] as const
    ).map(([kind, args]) => [
      `account ${kind}`,
      () => (accountTemplates.accountMail as (...a: unknown[]) => RenderedMail)(kind, 'fr', business, ...args),
    ]),
  ),
  'order received (rendered at delivery)': () =>
    deliveryTemplates.renderContent(
      business,
      JSON.stringify({ template: 'order-received', args: { language: 'fr', order: mailOrder, name: typed.owner } }),
    ),
  'order for staff (rendered at delivery)': () =>
    deliveryTemplates.renderContent(
      business,
      JSON.stringify({
        template: 'order-staff',
        args: { language: 'fr', order: mailOrder, link: 'https://fleurs.test/fr/admin/tickets/1' },
      }),
    ),
  'order received': () => orderTemplates.orderReceivedMail('fr', business, mailOrder, typed.owner),
  'order for staff': () =>
    orderTemplates.orderForStaffMail('fr', business, mailOrder, 'https://fleurs.test/fr/admin/tickets/1'),
  ...Object.fromEntries(
    (['confirmation', 'invoice', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const).map((kind) => [
      `order ${kind}`,
      () => orderTemplates.orderDocumentMail(kind, 'fr', business, mailOrder, typed.owner),
    ]),
  ),
  ...Object.fromEntries(
    (['invoice', 'credit_note'] as const).map((kind) => [
      `order reissued (${kind})`,
      () =>
        orderTemplates.orderReissuedMail('fr', business, mailOrder, typed.owner, {
          kind,
          cancelled: 'F-000051',
          reversal: 'C-000007',
          replacement: 'F-000052',
        }),
    ]),
  ),
  'back-order filled': () =>
    backOrderTemplates.backOrderFilledMail('fr', business, {
      name: typed.owner,
      orderNumber: '100200',
      link: 'https://fleurs.test/fr/customer/orders/1',
      lines: [
        {
          quantity: 1,
          name_en: typed.rose.en,
          name_fr: typed.rose.fr,
          unit: 'bunch',
          stems_per_unit: 25,
          open_after: 2,
        },
      ],
    }),
  ...Object.fromEntries(
    (['C-000007', null] as const).map((creditNote) => [
      `back-order cancelled (${creditNote ? 'invoiced' : 'not invoiced'})`,
      () =>
        backOrderTemplates.backOrderCancelledMail('fr', business, {
          name: typed.owner,
          orderNumber: '100200',
          link: 'https://fleurs.test/fr/customer/orders/1',
          product: { name_en: typed.rose.en, name_fr: typed.rose.fr, unit: 'bunch', stems_per_unit: 25 },
          quantity: 2,
          creditNote,
        }),
    ]),
  ),
  ...Object.fromEntries(
    (['claim', 'return'] as const).flatMap((kind) => [
      ...(
        [
          'received',
          'approved',
          'partially_approved',
          'refused',
          'info',
          'return_authorized',
          'return_received',
        ] as const
      ).map((step) => [`${kind} ${step}`, () => claimTemplates.claimMail('fr', business, step, claimFacts(kind))]),
      [
        `${kind} for staff`,
        () =>
          claimTemplates.claimForStaffMail(business, {
            kind,
            businessName: typed.business,
            orderNumber: '100200',
            lineCount: 2,
            link: 'https://fleurs.test/fr/admin/claims/view/1',
          }),
      ],
    ]),
  ),
  'contact message': () =>
    contactTemplates.contactMessageMail('fr', business, {
      name: typed.owner,
      email: 'anne@fleurs.test',
      message: typed.message,
      language: 'fr',
    }),
  'monthly statement': () => statementTemplates.statementMail('fr', business, typed.owner, '2026-10'),
};

describe('every e-mail in French', () => {
  it('covers every template the mail module has', () => {
    const templates = [
      accountTemplates,
      deliveryTemplates,
      backOrderTemplates,
      claimTemplates,
      contactTemplates,
      orderTemplates,
      statementTemplates,
    ].flatMap((module) => Object.keys(module).filter((name) => name.endsWith('Mail')));
    const covered = [
      'accountMail',
      'backOrderFilledMail',
      'backOrderCancelledMail',
      'claimMail',
      'claimForStaffMail',
      'contactMessageMail',
      'orderReceivedMail',
      'orderForStaffMail',
      'orderDocumentMail',
      'orderReissuedMail',
      'statementMail',
    ];
    expect(templates.sort()).toEqual(covered.sort());
  });

  it.each(Object.keys(mails))('%s', (name) => {
    const mail = mails[name]!();
    const text = `${mail.subject}\n${mail.text}`;
    expect(findings(text)).toEqual(clean);
    expect(isoDates(text)).toEqual([]);
    expect(mail.html).toContain('lang="fr"');
  });
});

describe('the live price list in French', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const account = await createCustomer(t.db);
    cookie = (await signIn(t.app, account.email)).cookie;
    await createProduct(t.db, {
      name_en: typed.rose.en,
      name_fr: typed.rose.fr,
      sections: ['petals'],
      category: 'roses',
      color: 'white',
      length_cm: 60,
      unit: 'bunch',
    });
  });
  afterAll(() => t.close());

  it('has no English, its marks set and its date written out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pricelists/live/petals?format=pdf&lang=fr',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = pdfDrawnText(res.rawPayload).split('\n');
    expect(findings(lines.join('\n'))).toEqual(clean);
    expect(isoDates(lines.slice(0, lines.indexOf('Produit')).join('\n'))).toEqual([]);
  });
});
