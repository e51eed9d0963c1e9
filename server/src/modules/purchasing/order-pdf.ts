import { asTyped, writtenDate, type Language, type PurchaseOrder, type Supplier } from '@shop/contract';
import { ShopPdf, type Business, type TableColumn } from '../invoices/index.js';

const LABELS = {
  en: {
    title: 'Purchase order',
    number: 'Number',
    date: 'Date',
    arrival: 'Arrival wanted',
    supplier: 'Supplier',
    terms: 'Payment terms',
    phone: 'Phone',
    gst: 'GST',
    qst: 'QST',
    code: 'Your code',
    product: 'Product',
    boxes: 'Boxes',
    perBox: 'Units / box',
    units: 'Units',
    cost: 'Cost / unit',
    total: 'Total',
    notes: 'Notes',
    allIn: (currency: string) => `Amounts in ${currency}.`,
  },
  fr: {
    title: 'Bon de commande',
    number: 'Numéro',
    date: 'Date',
    arrival: 'Arrivée souhaitée',
    supplier: 'Fournisseur',
    terms: 'Conditions de paiement',
    phone: 'Téléphone',
    gst: 'TPS',
    qst: 'TVQ',
    code: 'Votre code',
    product: 'Produit',
    boxes: 'Boîtes',
    perBox: 'Unités / boîte',
    units: 'Unités',
    cost: 'Coût unitaire',
    total: 'Total',
    notes: 'Notes',
    allIn: (currency: string) => `Montants en ${currency}.`,
  },
} satisfies Record<Language, unknown>;

/** Cents in a currency's figures, as the language writes them: 1,234.50 or 1 234,50. */
export function amountIn(cents: number, language: Language): string {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    language === 'fr' ? '\u00a0' : ',',
  );
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${whole}${language === 'fr' ? ',' : '.'}${fraction}`;
}

/**
 * The purchase order a supplier receives: the shop, the supplier, the arrival wanted, and per
 * line its code there, the boxes, units per box and cost per unit in the supplier's currency;
 * in English, or French for a grower in Quebec.
 */
export function renderPurchaseOrderPdf(
  order: PurchaseOrder,
  supplier: Supplier,
  codes: Map<number, string | null>,
  ctx: { business: Business; today: string },
): Promise<Buffer> {
  const language = supplier.language;
  const l = LABELS[language];
  const pdf = new ShopPdf(`${l.title} ${order.number}`, { language });
  pdf.supplier(ctx.business, { phone: l.phone, gst: l.gst, qst: l.qst });
  pdf.heading(l.title, [
    `${l.number}: ${order.number}`,
    `${l.date}: ${writtenDate(ctx.today, language)}`,
    `${l.arrival}: ${writtenDate(order.arrival_date, language)}`,
  ]);
  pdf.doc.moveDown();
  pdf.font(true).text(l.supplier);
  pdf.font(false).text(asTyped(supplier.name));
  if (supplier.contact) pdf.text(asTyped(supplier.contact));
  pdf.text(asTyped(supplier.email));
  if (supplier.payment_terms) pdf.text(`${l.terms}: ${asTyped(supplier.payment_terms)}`);
  pdf.doc.moveDown();
  const columns: TableColumn[] = [
    { title: l.code, width: 62, align: 'left' },
    { title: l.product, width: 170, align: 'left' },
    { title: l.boxes, width: 44, align: 'right' },
    { title: l.perBox, width: 62, align: 'right' },
    { title: l.units, width: 50, align: 'right' },
    { title: l.cost, width: 58, align: 'right' },
    { title: l.total, width: 66, align: 'right' },
  ];
  const row = pdf.table(columns);
  for (const line of order.lines)
    row([
      asTyped(codes.get(line.product_id) ?? ''),
      asTyped(`${language === 'fr' ? line.name_fr : line.name_en} (${line.sku})`),
      String(line.boxes),
      String(line.units_per_box),
      String(line.ordered_units),
      amountIn(line.unit_cost_cents, language),
      amountIn(line.line_total_cents, language),
    ]);
  pdf.doc.moveDown();
  pdf.amounts([
    { label: l.boxes, value: String(order.boxes) },
    { label: `${l.total} (${order.currency})`, value: amountIn(order.total_cents, language), bold: true },
  ]);
  pdf.doc.moveDown();
  pdf.font(false, 9).text(l.allIn(order.currency));
  if (order.notes) pdf.text(`${l.notes}: ${asTyped(order.notes)}`);
  return pdf.end();
}
