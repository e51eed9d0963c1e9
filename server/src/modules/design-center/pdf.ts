import type { Readable } from 'node:stream';
import {
  asTyped,
  bilingual,
  bilingualDate,
  label,
  labelOrCode,
  unitSize,
  writtenDate,
  type Language,
  type PickList,
} from '@shop/contract';
import type { DeliveryAddress } from '@shop/contract/delivery-addresses';
import type { OrderDocument } from '../orders/index.js';
import { safeFileName, ShopPdf, type Business, type TableColumn } from '../invoices/index.js';
import { pickListMessages } from './messages.js';

/** What the pick list was asked for: a zone, pickup only, or every order of the date. */
export interface PickListScope {
  delivery_method?: 'pickup' | 'delivery' | undefined;
  delivery_zone?: string | undefined;
}

/** The scope in words: "Pickup", "Delivery: Ville Saint-Laurent", "All orders". */
export function scopeText(scope: PickListScope, language: Language): string {
  if (scope.delivery_zone)
    return `${label('deliveryMethod', 'delivery', language)}: ${labelOrCode('zone', scope.delivery_zone, language)}`;
  if (scope.delivery_method) return label('deliveryMethod', scope.delivery_method, language);
  return pickListMessages[language].allOrders;
}

const safe = safeFileName;

export function pickListFileName(date: string, scope: PickListScope, language: Language): string {
  const part = scope.delivery_zone ?? scope.delivery_method;
  return safe(`${pickListMessages[language].file}-${date}${part ? `-${part}` : ''}.pdf`);
}

export function packingSlipFileName(number: string): string {
  return safe(`bordereau-${number}.pdf`);
}

export function packingSlipsFileName(date: string, scope: PickListScope): string {
  const part = scope.delivery_zone ?? scope.delivery_method;
  return safe(`bordereaux-${date}${part ? `-${part}` : ''}.pdf`);
}

/**
 * The pick list in the staff member's language: the date (written out) and scope, then a table
 * of the products by category (a bold row opens each), with the quantity to pull, on hand and
 * short.
 */
export function renderPickListPdf(
  list: PickList,
  scope: PickListScope,
  business: Business,
  language: Language,
): Promise<Buffer> {
  const m = pickListMessages[language];
  const title = label('document', 'pick_list', language);
  const day = writtenDate(list.date, language);
  const pdf = new ShopPdf(`${title} ${day}`, { language });
  const facts = [`${m.date}: ${day}`, `${m.scope}: ${scopeText(scope, language)}`, `${m.orders}: ${list.orders}`];
  if (!pdf.listing(business.name, title, facts, m.empty, list.rows.length)) return pdf.end();
  const columns: readonly TableColumn[] = [
    { title: m.sku, width: 80, align: 'left' },
    { title: m.product, width: 192, align: 'left' },
    { title: m.unit, width: 60, align: 'left' },
    { title: m.quantity, width: 60, align: 'right' },
    { title: m.onHand, width: 60, align: 'right' },
    { title: m.short, width: 60, align: 'right' },
  ];
  const row = pdf.table(columns);
  let category: string | null = null;
  list.rows.forEach((r, i) => {
    if (r.category !== category) {
      category = r.category;
      row(['', asTyped(r.category_name)], { bold: true });
    }
    // A product's packs are rows of their own; its stock and shortage (base units) are said once.
    const first = list.rows[i - 1]?.product_id !== r.product_id;
    const last = list.rows[i + 1]?.product_id !== r.product_id;
    row([
      first ? asTyped(r.sku) : '',
      asTyped(r.name),
      unitSize(r.unit, r.stems_per_unit, language),
      String(r.quantity),
      first ? String(r.on_hand) : '',
      first && r.short > 0 ? String(r.short) : '',
    ]);
    const inPacks = r.pack_units !== 1 || !first;
    if (last && inPacks)
      row(['', m.inAll, unitSize(r.base_unit, r.base_stems_per_unit, language), String(r.base_quantity), '', '']);
  });
  return pdf.end();
}

const SLIP_COLUMNS: readonly TableColumn[] = [
  { title: 'Produit / Product', width: 262, align: 'left' },
  { title: 'Unité / Unit', width: 80, align: 'left' },
  { title: 'Qté / Qty', width: 70, align: 'right' },
  { title: 'En attente / Back-ordered', width: 100, align: 'right' },
];

/** An order to pack, and the copy of the delivery address it goes to when not the profile's (issue 34, item 10). */
export type PackingSlip = OrderDocument & { deliverTo?: DeliveryAddress | undefined };

/**
 * One order's packing slip, bilingual (French first) like the invoice and without prices:
 * the shop, a QR code of the order number, the customer and where it goes, the date (written
 * out), the PO number, the lines with what is on back-order, and the notes (as typed).
 */
function drawSlip(pdf: ShopPdf, { order, party, lines, deliverTo }: PackingSlip, business: Business): void {
  const top = pdf.doc.y;
  pdf.qr(order.number, pdf.left + pdf.width - 80, top, 80);
  pdf.font(true, 16).text(asTyped(business.name), { width: pdf.width - 90 });
  pdf.font(false, 9).text(asTyped(business.address), { width: pdf.width - 90 });
  pdf.text(`Tél. / Phone: ${asTyped(business.phone)}`, { width: pdf.width - 90 });
  pdf.heading(bilingual('document', 'packing_slip'), [
    `Commande / Order: ${order.number}`,
    `Date de livraison / Delivery date: ${bilingualDate(order.delivery_date)}`,
    ...(order.po_number ? [`Bon de commande du client / PO number: ${asTyped(order.po_number)}`] : []),
  ]);
  pdf.doc.y = Math.max(pdf.doc.y, top + 90);

  pdf.doc.moveDown();
  pdf.font(true).text('Client / Customer');
  pdf.font(false).text(asTyped(party.business_name));
  if (order.delivery_method === 'pickup') {
    pdf.text(bilingual('deliveryMethod', 'pickup'));
  } else if (deliverTo) {
    // The address the order names, its window and its notes for the driver.
    if (deliverTo.label) pdf.text(asTyped(deliverTo.label));
    pdf.text(asTyped([deliverTo.address1, deliverTo.address2].filter(Boolean).join(', ')));
    pdf.text(asTyped(`${deliverTo.city} (${deliverTo.province}) ${deliverTo.postalCode}`));
    pdf.text(`${bilingual('deliveryMethod', 'delivery')}: ${bilingual('zone', order.delivery_zone)}`);
    if (deliverTo.window_from && deliverTo.window_to)
      pdf.text(`Fenêtre de livraison / Delivery window: ${deliverTo.window_from}–${deliverTo.window_to}`);
    if (deliverTo.driver_notes) pdf.text(`Pour le livreur / For the driver: ${asTyped(deliverTo.driver_notes)}`);
  } else {
    pdf.text(asTyped([party.address1, party.address2].filter(Boolean).join(', ')));
    pdf.text(asTyped(`${party.city} (${party.province}) ${party.postal_code}`));
    pdf.text(`${bilingual('deliveryMethod', 'delivery')}: ${bilingual('zone', order.delivery_zone)}`);
  }
  pdf.text(`Tél. / Phone: ${asTyped(party.phone_number)}`);

  pdf.doc.moveDown();
  const row = pdf.table(SLIP_COLUMNS);
  for (const line of lines) {
    const backOrdered = line.quantity - line.stock_quantity;
    row([
      asTyped(`${line.name_fr} / ${line.name_en}`),
      bilingual('unit', line.unit),
      String(line.quantity),
      backOrdered > 0 ? String(backOrdered) : '',
    ]);
  }
  if (order.notes) {
    pdf.doc.moveDown();
    pdf.font(true).text('Notes');
    pdf.font(false).text(asTyped(order.notes), { width: pdf.width });
  }
}

/** One order's packing slip. */
export function renderPackingSlipPdf(document: PackingSlip, business: Business): Promise<Buffer> {
  const pdf = new ShopPdf(`${bilingual('document', 'packing_slip')} ${document.order.number}`, {
    language: 'bilingual',
  });
  drawSlip(pdf, document, business);
  return pdf.end();
}

/** The staff list's selection (at most ORDER_BULK_MAX orders, already read): one slip a page. */
export function renderPackingSlipsPdf(documents: readonly PackingSlip[], business: Business): Promise<Buffer> {
  const pdf = new ShopPdf(bilingual('document', 'packing_slip'), { language: 'bilingual' });
  documents.forEach((document, i) => {
    if (i > 0) pdf.doc.addPage();
    drawSlip(pdf, document, business);
  });
  return pdf.end();
}

/**
 * A date's packing slips in one PDF, each from a new page, streamed: each order is read when
 * it is drawn and the drawing waits for the client to read what is drawn (bounded memory). A
 * failure half-way destroys the stream (a broken download, never a short file taken for whole).
 */
export function streamPackingSlips(
  orders: AsyncIterable<PackingSlip>,
  business: Business,
  log: { error: (o: object, msg: string) => void },
): Readable {
  const pdf = new ShopPdf(`${bilingual('document', 'packing_slip')}`, { language: 'bilingual', streamed: true });
  (async () => {
    let first = true;
    for await (const document of orders) {
      if (!first) pdf.doc.addPage();
      first = false;
      drawSlip(pdf, document, business);
      if (!(await pdf.drained())) return;
    }
    if (first) pdf.font(false, 10).text('Aucune commande / No orders');
    pdf.doc.end();
  })().catch((err: unknown) => {
    log.error({ err }, 'packing slips failed');
    pdf.doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return pdf.doc;
}
