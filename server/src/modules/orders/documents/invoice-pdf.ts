import { asTyped, bilingual, bilingualDate, type Order, type PaymentTerms } from '@shop/contract';
import { businessDate } from '../../../lib/business-date.js';
import { formatCents } from '../../../lib/money.js';
import type { InvoiceParty } from '../repository.js';
import { ShopPdf, type Business, type TableColumn } from '../../invoices/index.js';

/** Both readings of an amount, French first: "137,97 $ / $137.97". */
const money = (cents: number) => `${formatCents(cents, 'fr')} / ${formatCents(cents, 'en')}`;

/** The terms of a document issued before payment terms were frozen with it: the invoice type's, bilingual. */
const TERMS = {
  per_order: 'Payable à la réception / Payable on receipt',
  monthly: 'Porté au compte, payable sur l’état de compte mensuel / On account, payable on the monthly statement',
} as const;

/**
 * What a PDF prints: an issued invoice or credit note (its frozen snapshot, orders'
 * InvoiceSnapshot), or the order form of an order not yet invoiced (drawn from the order now).
 */
export interface PrintedDocument {
  kind: 'invoice' | 'credit_note' | 'order_form';
  number: string | null;
  issued_on: string | null;
  /** The document this one cancels, else null. */
  reverses_number: string | null;
  /** An invoice's due date and the customer's terms, frozen at issue (absent from older snapshots). */
  due_on?: string;
  payment_terms?: PaymentTerms;
  order: Order;
  party: InvoiceParty;
  business: Business;
}

/** A safe file name for the document: letters, digits and dashes only. */
export function invoiceFileName(document: PrintedDocument): string {
  const kind = { invoice: 'facture', credit_note: 'note-de-credit', order_form: 'commande' }[document.kind];
  return `${kind}-${document.number ?? document.order.number}.pdf`.replace(/[^A-Za-z0-9.-]/g, '-');
}

const COLUMNS: readonly TableColumn[] = [
  { title: 'Produit / Product', width: 180, align: 'left' },
  { title: 'Qté / Qty', width: 45, align: 'right' },
  { title: 'Unité / Unit', width: 65, align: 'left' },
  { title: 'Prix / Unit price', width: 105, align: 'right' },
  { title: 'Total', width: 117, align: 'right' },
];

/**
 * The bilingual invoice (French first) of a presented order, with the supplier's details and
 * registration numbers, the customer, delivery, lines, fee, taxes, total, and an invoice's due
 * date and the customer's payment terms (a document frozen before they were kept: the invoice
 * type's terms), all from the document (an issued one's frozen snapshot). Every label, term
 * and date in both languages, whatever the customer's: a French reader reads the French half
 * (issue 34, item 8), the dates written out.
 */
export function renderInvoicePdf(document: PrintedDocument): Promise<Buffer> {
  // An issued document is dated its day of issue, to the byte: the same file at every download.
  const created = document.issued_on ? new Date(`${document.issued_on}T12:00:00Z`) : undefined;
  const pdf = new ShopPdf(`${bilingual('document', document.kind)} ${document.order.number}`, {
    language: 'bilingual',
    created,
  });
  drawDocument(pdf, document);
  return pdf.end();
}

/** Several documents in one file to print at once (the staff list's selection), each from a new page. */
export function renderInvoicesPdf(documents: readonly PrintedDocument[]): Promise<Buffer> {
  const pdf = new ShopPdf('Factures / Invoices', { language: 'bilingual' });
  documents.forEach((document, i) => {
    if (i > 0) pdf.doc.addPage();
    drawDocument(pdf, document);
  });
  return pdf.end();
}

function drawDocument(pdf: ShopPdf, document: PrintedDocument): void {
  const { order, party, business } = document;
  const title = bilingual('document', document.kind);
  pdf.supplier(business, { phone: 'Tél. / Phone', gst: 'TPS / GST', qst: 'TVQ / QST' });

  const day = document.issued_on ?? businessDate(new Date(order.created_at));
  const facts = [
    ...(document.number ? [`Numéro / Number: ${document.number}`] : []),
    `Commande / Order: ${order.number}`,
    `Date: ${bilingualDate(day)}`,
    ...(document.due_on ? [`Échéance / Due: ${bilingualDate(document.due_on)}`] : []),
  ];
  if (document.reverses_number) facts.push(`Annule / Cancels: ${document.reverses_number}`);
  const original = order.type === 'refund' ? (party.parent_invoice_number ?? party.parent_number) : null;
  if (original) facts.push(`Facture d’origine / Original invoice: ${original}`);
  pdf.heading(title, facts);

  pdf.doc.moveDown();
  pdf.font(true).text('Client / Customer');
  pdf.font(false).text(asTyped(party.business_name));
  pdf.text(asTyped([party.address1, party.address2].filter(Boolean).join(', ')));
  pdf.text(asTyped(`${party.city} (${party.province}) ${party.postal_code}`));
  pdf.text(`Tél. / Phone: ${asTyped(party.phone_number)}`);
  pdf.text(
    order.delivery_method === 'pickup'
      ? bilingual('deliveryMethod', 'pickup')
      : `${bilingual('deliveryMethod', 'delivery')}: ${bilingual('zone', order.delivery_zone)}`,
  );
  pdf.text(`Date de livraison / Delivery date: ${bilingualDate(order.delivery_date)}`);
  if (order.po_number) pdf.text(`Bon de commande du client / PO number: ${asTyped(order.po_number)}`);

  // The lines, as a table that continues on a new page when it reaches the bottom.
  pdf.doc.moveDown();
  const row = pdf.table(COLUMNS);
  for (const line of order.lines) {
    row([
      asTyped(`${line.name_fr} / ${line.name_en}`),
      String(line.quantity),
      bilingual('unit', line.unit),
      money(line.unit_price_cents),
      money(line.line_total_cents),
    ]);
  }

  pdf.doc.moveDown();
  // The totals and terms stay together on one page.
  pdf.keepSpace(130);
  pdf.amounts([
    { label: 'Sous-total / Subtotal', value: money(order.subtotal_cents) },
    {
      // A credit note's fee is negative (a delivery fee credited back) unless it is what the
      // credit note keeps back: a return's restocking fee and freight.
      label:
        document.kind === 'credit_note' && order.delivery_fee_cents > 0
          ? 'Frais retenus (réapprovisionnement, transport) / Withheld (restocking, freight)'
          : 'Frais de livraison / Delivery fee',
      value: money(order.delivery_fee_cents),
    },
    { label: 'TPS / GST', value: money(order.gst_cents) },
    { label: 'TVQ / QST', value: money(order.qst_cents) },
    { label: 'Total', value: money(order.total_cents), bold: true },
  ]);

  pdf.doc.moveDown(2);
  const terms = document.payment_terms ? bilingual('paymentTerms', document.payment_terms) : TERMS[party.invoice_type];
  pdf.font(false, 9).text(`Modalités / Terms: ${terms}`, { width: pdf.width });
}
