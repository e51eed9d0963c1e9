import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { keysetBatches } from '../batches.js';
import { label, yesNo } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, type ExportRange } from './sheet.js';

type Key = { day: string; orderId: number; position: number };

/**
 * The lines of the orders delivered in the range, in order of delivery date, order and line.
 * The keyset spans two tables: the day bound and `(delivery_date, id) >= (day, order)` start
 * the scan of orders_delivery_date where the last slice stopped (SQLite uses the first,
 * PostgreSQL the second), and the three-part comparison drops the lines of that order
 * already written.
 */
function fetchLines(db: Db, range: ExportRange) {
  return (after: Key | null, limit: number) => {
    let query = db
      .selectFrom('orders')
      .innerJoin('order_lines as l', 'l.order_id', 'orders.id')
      .innerJoin('customer_profiles as c', 'c.user_id', 'orders.customer_id')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'orders.id as order_id',
        'orders.number',
        'orders.delivery_date',
        'orders.type',
        'orders.status',
        'c.business_name',
        'l.position',
        'p.sku',
        'l.name_en',
        'l.name_fr',
        'l.unit',
        'l.stems_per_unit',
        'l.quantity',
        'l.stock_quantity',
        'l.back_order',
        'l.back_order_text',
        'l.unit_price_cents',
        'l.line_total_cents',
        'l.complete_order',
        'l.designer',
      ])
      .where('orders.delivery_date', '>=', after?.day ?? range.from)
      .where('orders.delivery_date', '<=', range.to);
    if (after)
      query = query
        .where((eb) => eb(eb.refTuple('orders.delivery_date', 'orders.id'), '>=', eb.tuple(after.day, after.orderId)))
        .where(
          sql<boolean>`(orders.delivery_date, orders.id, l.position) > (${after.day}, ${after.orderId}, ${after.position})`,
        );
    return query.orderBy('orders.delivery_date').orderBy('orders.id').orderBy('l.position').limit(limit).execute();
  };
}
type LineRow = Awaited<ReturnType<ReturnType<typeof fetchLines>>>[number];

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
    keysetBatches(fetchLines(db, range), (r) => ({ day: r.delivery_date, orderId: r.order_id, position: r.position })),
});
