import { ordersForExport, type OrderExportRow as OrderRow } from '../../orders/index.js';
import { keysetBatches } from '../batches.js';
import { deliveryLabel, label } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet } from './sheet.js';

const columns: Column<OrderRow>[] = [
  { header: { en: 'Order', fr: 'Commande' }, type: 'text', width: 12, value: (r) => r.number },
  { header: { en: 'Invoice', fr: 'Facture' }, type: 'text', width: 12, value: (r) => r.invoice_number },
  { header: { en: 'Invoiced on', fr: 'Facturée le' }, type: 'date', value: (r) => r.invoiced_on },
  { header: { en: 'Type', fr: 'Type' }, type: 'text', width: 14, value: (r, l) => label('orderType', r.type, l) },
  {
    header: { en: 'Status', fr: 'Statut' },
    type: 'text',
    width: 12,
    value: (r, l) => label('orderStatus', r.status, l),
  },
  {
    header: { en: 'Source', fr: 'Source' },
    type: 'text',
    width: 10,
    value: (r, l) => label('orderSource', r.source, l),
  },
  { header: { en: 'Customer', fr: 'Client' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Customer ID', fr: 'Nᵒ client' }, type: 'id', width: 10, value: (r) => r.customer_id },
  { header: { en: 'Delivery date', fr: 'Date de livraison' }, type: 'date', value: (r) => r.delivery_date },
  {
    header: { en: 'Delivery', fr: 'Livraison' },
    type: 'text',
    value: (r, l) => deliveryLabel(r.delivery_method, r.delivery_zone, l),
  },
  { header: { en: 'PO number', fr: 'Bon de commande' }, type: 'text', width: 14, value: (r) => r.po_number },
  { header: { en: 'Subtotal', fr: 'Sous-total' }, type: 'money', value: (r) => r.subtotal_cents },
  { header: { en: 'Delivery fee', fr: 'Frais de livraison' }, type: 'money', value: (r) => r.delivery_fee_cents },
  { header: { en: 'GST', fr: 'TPS' }, type: 'money', value: (r) => r.gst_cents },
  { header: { en: 'QST', fr: 'TVQ' }, type: 'money', value: (r) => r.qst_cents },
  { header: { en: 'Total', fr: 'Total' }, type: 'money', value: (r) => r.total_cents },
  { header: { en: 'Designer', fr: 'Designer' }, type: 'text', width: 16, value: (r) => r.designer },
  { header: { en: 'Placed at', fr: 'Passée le' }, type: 'datetime', width: 17, value: (r) => r.created_at },
  { header: { en: 'Note', fr: 'Note' }, type: 'text', width: 40, value: (r) => r.notes },
];

/** The orders export's file and sheet names and columns: for a range, and for the staff list's selection. */
export const ordersLayout = {
  file: { en: 'orders', fr: 'commandes' },
  name: { en: 'Orders', fr: 'Commandes' },
  columns,
};

export const ordersSheet = defineSheet<OrderRow>({
  ...ordersLayout,
  batches: (db, range) => keysetBatches(ordersForExport(db, range), (r) => ({ day: r.delivery_date, id: r.id })),
});
