import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { instantRange, keysetBatches } from '../batches.js';
import { yesNo } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, productColumns, type ExportRange } from './sheet.js';

const sumOf = (reasons: string[]) =>
  sql<number>`sum(case when reason in (${sql.join(reasons)}) then quantity else 0 end)`;

/**
 * Every product (active or not) by id, with its stock as it is now; beside it, its ledger over
 * the range (movements from the first day's start to the last day's end in Montreal), by
 * reason: received, sold (orders net of edits and cancellations), returned, lost, adjusted.
 */
function fetchProducts(db: Db, range: ExportRange) {
  const { start, end } = instantRange(range);
  return async (after: number | null, limit: number) => {
    let query = db
      .selectFrom('products')
      .select([
        'id',
        'sku',
        'name_en',
        'name_fr',
        'category',
        'unit',
        'stems_per_unit',
        'fresh',
        'active',
        'price_cents',
        'on_hand',
        'low_stock_at',
        'arrived_on',
      ]);
    if (after !== null) query = query.where('id', '>', after);
    const products = await query.orderBy('id').limit(limit).execute();
    if (products.length === 0) return [];
    const moved = await db
      .selectFrom('inventory_movements')
      .select([
        'product_id',
        sumOf(['receipt']).as('received'),
        sumOf(['order', 'order-edit', 'cancellation']).as('sold'),
        sumOf(['return']).as('returned'),
        sumOf(['loss']).as('lost'),
        sumOf(['adjustment']).as('adjusted'),
      ])
      .where(
        'product_id',
        'in',
        products.map((p) => p.id),
      )
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('product_id')
      .execute();
    const byProduct = new Map(moved.map((m) => [m.product_id, m]));
    return products.map((p) => {
      const m = byProduct.get(p.id);
      return {
        ...p,
        received: Number(m?.received ?? 0),
        // Taken out of stock, shown as positive quantities.
        sold: -Number(m?.sold ?? 0),
        returned: Number(m?.returned ?? 0),
        lost: -Number(m?.lost ?? 0),
        adjusted: Number(m?.adjusted ?? 0),
      };
    });
  };
}
type ProductRow = Awaited<ReturnType<ReturnType<typeof fetchProducts>>>[number];

const columns: Column<ProductRow>[] = [
  ...productColumns<ProductRow>(),
  { header: { en: 'Stems per unit', fr: 'Tiges par unité' }, type: 'integer', value: (r) => r.stems_per_unit },
  { header: { en: 'Fresh', fr: 'Frais' }, type: 'text', width: 8, value: (r, l) => yesNo(r.fresh, l) },
  { header: { en: 'Active', fr: 'Actif' }, type: 'text', width: 8, value: (r, l) => yesNo(r.active, l) },
  { header: { en: 'Price', fr: 'Prix' }, type: 'money', value: (r) => r.price_cents },
  { header: { en: 'On hand now', fr: 'En stock' }, type: 'integer', value: (r) => r.on_hand },
  { header: { en: 'Stock value', fr: 'Valeur du stock' }, type: 'money', value: (r) => r.on_hand * r.price_cents },
  { header: { en: 'Low-stock level', fr: 'Seuil de stock bas' }, type: 'integer', value: (r) => r.low_stock_at },
  { header: { en: 'Arrived on', fr: 'Arrivé le' }, type: 'date', value: (r) => r.arrived_on },
  { header: { en: 'Received in range', fr: 'Reçu (période)' }, type: 'integer', value: (r) => r.received },
  { header: { en: 'Sold in range', fr: 'Vendu (période)' }, type: 'integer', value: (r) => r.sold },
  { header: { en: 'Returned in range', fr: 'Retourné (période)' }, type: 'integer', value: (r) => r.returned },
  { header: { en: 'Lost in range', fr: 'Pertes (période)' }, type: 'integer', value: (r) => r.lost },
  { header: { en: 'Adjusted in range', fr: 'Ajusté (période)' }, type: 'integer', value: (r) => r.adjusted },
];

export const inventorySheet = defineSheet<ProductRow>({
  file: { en: 'inventory', fr: 'inventaire' },
  name: { en: 'Inventory', fr: 'Inventaire' },
  columns,
  batches: (db, range) => keysetBatches(fetchProducts(db, range), (r) => r.id),
});
