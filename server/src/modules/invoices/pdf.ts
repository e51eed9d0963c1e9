import PDFDocument from 'pdfkit';
import type { Order } from '@shop/contract';
import type { Config } from '../../config.js';
import { formatCents } from '../../lib/money.js';
import type { InvoiceParty } from '../orders/repository.js';

type Business = Config['business'];

/**
 * The standard PDF fonts speak WinAnsi: accented French (é, è, à, ç, É) is in it, but the
 * narrow no-break space Intl puts in "1 234,56 $" is not, and a typographic apostrophe is
 * safer straight. Every string drawn goes through here.
 */
function winAnsi(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/[\u2018\u2019]/g, "'");
}

/** Both readings of an amount, French first: "137,97 $ / $137.97". */
const money = (cents: number) => `${formatCents(cents, 'fr')} / ${formatCents(cents, 'en')}`;

const ZONES: Record<string, string> = {
  'ville-saint-laurent': 'Ville Saint-Laurent',
  'montreal-laval': 'Grand Montréal et Laval / Greater Montreal and Laval',
  'north-south-shore': 'Rive-Nord et Rive-Sud / North and South Shore',
};

const TERMS = {
  per_order: 'Payable à la réception / Payable on receipt',
  monthly: 'Porté au compte, payable sur l’état de compte mensuel / On account, payable on the monthly statement',
} as const;

/** What the document is: an invoice once numbered, a credit note for a refund, else an order. */
function documentTitle(order: Order): string {
  if (order.type === 'refund') return 'Note de crédit / Credit note';
  return order.invoice_number ? 'Facture / Invoice' : 'Bon de commande / Order';
}

/** A safe file name for the document: letters, digits and dashes only. */
export function invoiceFileName(order: Order): string {
  const kind = order.type === 'refund' ? 'note-de-credit' : order.invoice_number ? 'facture' : 'commande';
  return `${kind}-${order.invoice_number ?? order.number}.pdf`.replace(/[^A-Za-z0-9.-]/g, '-');
}

const COLUMNS = [
  { title: 'Produit / Product', width: 190, align: 'left' },
  { title: 'Qté / Qty', width: 45, align: 'right' },
  { title: 'Unité / Unit', width: 55, align: 'left' },
  { title: 'Prix / Unit price', width: 105, align: 'right' },
  { title: 'Total', width: 117, align: 'right' },
] as const;

/**
 * The bilingual invoice (French first) of a presented order, with the supplier's details and
 * registration numbers, the customer, delivery, lines, fee, taxes, total and the terms of the
 * customer's invoice type. The amounts are the order's stored totals (computeTotals).
 */
export function renderInvoicePdf(order: Order, party: InvoiceParty, business: Business): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `${documentTitle(order)} ${order.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(winAnsi(value), options);

  // The supplier, with the registration numbers every Quebec invoice must show.
  doc.font('Helvetica-Bold').fontSize(16);
  text(business.name);
  doc.font('Helvetica').fontSize(9);
  text(business.address);
  text(`Tél. / Phone: ${business.phone}`);
  text(`TPS / GST: ${business.gstNumber}`);
  text(`TVQ / QST: ${business.qstNumber}`);

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14);
  text(documentTitle(order));
  doc.font('Helvetica').fontSize(9);
  if (order.invoice_number) text(`Numéro / Number: ${order.invoice_number}`);
  text(`Commande / Order: ${order.number}`);
  text(`Date: ${party.invoiced_on ?? order.created_at.slice(0, 10)}`);
  if (order.type === 'refund') {
    const original = party.parent_invoice_number ?? party.parent_number;
    if (original) text(`Facture d’origine / Original invoice: ${original}`);
  }

  doc.moveDown();
  doc.font('Helvetica-Bold');
  text('Client / Customer');
  doc.font('Helvetica');
  text(party.business_name);
  text([party.address1, party.address2].filter(Boolean).join(', '));
  text(`${party.city} (${party.province}) ${party.postal_code}`);
  text(`Tél. / Phone: ${party.phone_number}`);
  const delivery =
    order.delivery_method === 'pickup'
      ? 'Cueillette / Pickup'
      : `Livraison / Delivery: ${ZONES[order.delivery_zone ?? ''] ?? ''}`;
  text(`${delivery} - ${order.delivery_date}`);
  if (order.po_number) text(`Bon de commande du client / PO number: ${order.po_number}`);

  // The lines, as a table that continues on a new page when it reaches the bottom.
  doc.moveDown();
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let x = left;
    let bottom = y;
    COLUMNS.forEach((column, i) => {
      doc.text(winAnsi(cells[i] ?? ''), x, y, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const line of order.lines) {
    row([
      `${line.name_fr} / ${line.name_en}`,
      String(line.quantity),
      line.unit,
      money(line.unit_price_cents),
      money(line.line_total_cents),
    ]);
  }

  doc.moveDown();
  // The totals and terms stay together on one page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 130) doc.addPage();
  const totals: [string, number][] = [
    ['Sous-total / Subtotal', order.subtotal_cents],
    ['Frais de livraison / Delivery fee', order.delivery_fee_cents],
    ['TPS / GST', order.gst_cents],
    ['TVQ / QST', order.qst_cents],
    ['Total', order.total_cents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    doc.text(winAnsi(label), left + 250, y, { width: 140 });
    doc.text(winAnsi(money(cents)), left + 390, y, { width: 122, align: 'right' });
    doc.x = left;
  }

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9);
  text(`Modalités / Terms: ${TERMS[party.invoice_type]}`, { width: 512 });
  doc.end();
  return done;
}
