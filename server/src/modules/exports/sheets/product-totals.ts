import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { keysetBatches } from '../batches.js';
import type { Column } from '../workbook.js';
import { defineSheet, productColumns, type ExportRange } from './sheet.js';

const PRODUCT_TOTALS_SLICE = 10_000;

const ordered = (expression: ReturnType<typeof sql>) =>
  sql<number>`sum(case when o.type = 'order' then ${expression} else 0 end)`;

/**
 * Each product's totals over the orders delivered in the range that are not cancelled (the
 * cooler's list for the period): ordered quantity, stems, back-ordered, sales, how many orders,
 * and what open prebookings still ask. Credit notes are left out. By product, in keyset slices.
 */
function fetchTotals(db: Db, range: ExportRange) {
  return (after: number | null, limit: number) => {
    let query = db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'p.id',
        'p.sku',
        'p.name_en',
        'p.name_fr',
        'p.unit',
        'p.category',
        ordered(sql`l.quantity`).as('quantity'),
        ordered(sql`l.quantity * l.stems_per_unit`).as('stems'),
        ordered(sql`l.quantity - l.stock_quantity`).as('back_ordered'),
        ordered(sql`l.line_total_cents`).as('sales_cents'),
        sql<number>`count(distinct case when o.type = 'order' then o.id end)`.as('orders'),
        sql<number>`sum(case when o.type = 'prebooking' then l.quantity else 0 end)`.as('prebooked'),
      ])
      .where('o.delivery_date', '>=', range.from)
      .where('o.delivery_date', '<=', range.to)
      .where('o.status', '!=', 'cancelled')
      .where('o.type', 'in', ['order', 'prebooking']);
    if (after !== null) query = query.where('p.id', '>', after);
    return query
      .groupBy(['p.id', 'p.sku', 'p.name_en', 'p.name_fr', 'p.unit', 'p.category'])
      .orderBy('p.id')
      .limit(limit)
      .execute();
  };
}
type TotalRow = Awaited<ReturnType<ReturnType<typeof fetchTotals>>>[number];

const columns: Column<TotalRow>[] = [
  ...productColumns<TotalRow>(),
  { header: { en: 'Ordered', fr: 'Commandé' }, type: 'integer', value: (r) => r.quantity },
  { header: { en: 'Stems', fr: 'Tiges' }, type: 'integer', value: (r) => r.stems },
  { header: { en: 'Back-ordered', fr: 'En rupture' }, type: 'integer', value: (r) => r.back_ordered },
  { header: { en: 'Sales', fr: 'Ventes' }, type: 'money', value: (r) => r.sales_cents },
  { header: { en: 'Orders', fr: 'Commandes' }, type: 'integer', value: (r) => r.orders },
  { header: { en: 'Prebooked', fr: 'Précommandé' }, type: 'integer', value: (r) => r.prebooked },
];

export const productTotalsSheet = defineSheet<TotalRow>({
  file: { en: 'product-totals', fr: 'totaux-par-produit' },
  name: { en: 'Product totals', fr: 'Totaux par produit' },
  columns,
  // Each slice groups the range's lines again: slices as large as a catalogue keep that to one
  // pass or a few (the rows are one per product, so a slice stays small).
  batches: (db, range) => keysetBatches(fetchTotals(db, range), (r) => r.id, PRODUCT_TOTALS_SLICE),
});
