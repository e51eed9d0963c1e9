import { orderLinesForExport, type OrderLineExportRow as LineRow } from '../../orders/index.js';
import { keysetBatches } from '../batches.js';
import { label, yesNo } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet } from './sheet.js';

/** What waits on back-order: the number staff wrote, else the part of the quantity not from stock. */
function backOrdered(r: LineRow): number | null {
  if (r.back_order !== 1) return null;
  const written = Number(r.back_order_text);
  return Number.isInteger(written) && written > 0 ? written : r.quantity - r.stock_quantity || null;
}

const columns: Column<LineRow>[] = [
  { header: { en: 'Order', fr: 'Commande' }, type: 'text', width: 12, value: (r) => r.number },
  { header: { en: 'Delivery date', fr: 'Date de livraison' }, type: 'date', value: (r) => r.delivery_date },
  { header: { en: 'Type', fr: 'Type' }, type: 'text', width: 14, value: (r, l) => label('orderType', r.type, l) },
  {
    header: { en: 'Status', fr: 'Statut' },
    type: 'text',
    width: 12,
    value: (r, l) => label('orderStatus', r.status, l),
  },
  { header: { en: 'Customer', fr: 'Client' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Line', fr: 'Ligne' }, type: 'integer', width: 7, value: (r) => r.position + 1 },
  { header: { en: 'SKU', fr: 'Code' }, type: 'text', width: 14, value: (r) => r.sku },
  {
    header: { en: 'Product', fr: 'Produit' },
    type: 'text',
    width: 36,
    value: (r, l) => (l === 'fr' ? r.name_fr : r.name_en),
  },
  { header: { en: 'Unit', fr: 'Unité' }, type: 'text', width: 9, value: (r, l) => label('unit', r.unit, l) },
  { header: { en: 'Stems per unit', fr: 'Tiges par unité' }, type: 'integer', value: (r) => r.stems_per_unit },
  { header: { en: 'Quantity', fr: 'Quantité' }, type: 'integer', value: (r) => r.quantity },
  { header: { en: 'From stock', fr: 'Pris en stock' }, type: 'integer', value: (r) => r.stock_quantity },
  { header: { en: 'Back-order', fr: 'En rupture' }, type: 'integer', value: backOrdered },
  {
    header: { en: 'Back-order note', fr: 'Note de rupture' },
    type: 'text',
    value: (r) => (r.back_order === 1 ? r.back_order_text : null),
  },
  { header: { en: 'Unit price', fr: 'Prix unitaire' }, type: 'money', value: (r) => r.unit_price_cents },
  { header: { en: 'Line total', fr: 'Total de la ligne' }, type: 'money', value: (r) => r.line_total_cents },
  { header: { en: 'Complete', fr: 'Complétée' }, type: 'text', width: 10, value: (r, l) => yesNo(r.complete_order, l) },
  { header: { en: 'Designer', fr: 'Designer' }, type: 'text', width: 16, value: (r) => r.designer },
];

export const orderLinesSheet = defineSheet<LineRow>({
  file: { en: 'order-lines', fr: 'lignes-de-commande' },
  name: { en: 'Order lines', fr: 'Lignes de commande' },
  columns,
  batches: (db, range) =>
    keysetBatches(orderLinesForExport(db, range), (r) => ({
      day: r.delivery_date,
      orderId: r.order_id,
      position: r.position,
    })),
});
