import type { Db } from '../../../db/connection.js';
import { keysetBatches } from '../batches.js';
import { deliveryLabel, label } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, type ExportRange } from './sheet.js';

/** Orders delivered in the range (every type and status), by delivery date, in keyset slices. */
function fetchOrders(db: Db, range: ExportRange) {
  return (after: { day: string; id: number } | null, limit: number) => {
    let query = db
      .selectFrom('orders')
      .innerJoin('customer_profiles as c', 'c.user_id', 'orders.customer_id')
      .select([
        'orders.id',
        'orders.number',
        'orders.invoice_number',
        'orders.invoiced_on',
        'orders.type',
        'orders.status',
        'orders.source',
        'c.business_name',
        'orders.customer_id',
        'orders.delivery_date',
        'orders.delivery_method',
        'orders.delivery_zone',
        'orders.po_number',
        'orders.subtotal_cents',
        'orders.delivery_fee_cents',
        'orders.gst_cents',
        'orders.qst_cents',
        'orders.total_cents',
        'orders.designer',
        'orders.created_at',
        'orders.notes',
      ])
      // From the last slice's day on (a bound SQLite uses to start its index scan there).
      .where('orders.delivery_date', '>=', after?.day ?? range.from)
      .where('orders.delivery_date', '<=', range.to);
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('orders.delivery_date', 'orders.id'), '>', eb.tuple(after.day, after.id)),
      );
    return query.orderBy('orders.delivery_date').orderBy('orders.id').limit(limit).execute();
  };
}
type OrderRow = Awaited<ReturnType<ReturnType<typeof fetchOrders>>>[number];

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
  { header: { en: 'Customer ID', fr: 'No client' }, type: 'id', width: 10, value: (r) => r.customer_id },
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

export const ordersSheet = defineSheet<OrderRow>({
  file: { en: 'orders', fr: 'commandes' },
  name: { en: 'Orders', fr: 'Commandes' },
  columns,
  batches: (db, range) => keysetBatches(fetchOrders(db, range), (r) => ({ day: r.delivery_date, id: r.id })),
});
