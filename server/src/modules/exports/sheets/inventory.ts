import type { Db } from '../../../db/connection.js';
import { productBatch } from '../../catalog/index.js';
import { movementTotals } from '../../inventory/index.js';
import { instantRange, keysetBatches } from '../batches.js';
import { yesNo } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, productColumns, type ExportRange } from './sheet.js';

/**
 * Every product (active or not) by id, with its stock as it is now; beside it, its ledger over
 * the range (movements from the first day's start to the last day's end in Montreal), by
 * reason: received, sold (orders net of edits and cancellations), returned, lost, adjusted.
 */
function fetchProducts(db: Db, range: ExportRange) {
  const between = instantRange(range);
  return async (after: number | null, limit: number) => {
    const products = await productBatch(db, after, limit);
    if (products.length === 0) return [];
    const moved = await movementTotals(
      db,
      products.map((p) => p.id),
      between,
    );
    return products.map((p) => {
      const m = moved.get(p.id);
      return {
        ...p,
        // One unit of stock's list price (the cheapest active pack per unit): on_hand counts base units.
        base_unit_price_cents: Number(p.base_unit_price_cents),
        received: m?.received ?? 0,
        // Taken out of stock, shown as positive quantities.
        sold: -(m?.sold ?? 0),
        returned: m?.returned ?? 0,
        lost: -(m?.lost ?? 0),
        adjusted: m?.adjusted ?? 0,
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
  {
    header: { en: 'Price per unit', fr: 'Prix par unité' },
    type: 'money',
    value: (r) => Math.round(r.base_unit_price_cents),
  },
  { header: { en: 'On hand now', fr: 'En stock' }, type: 'integer', value: (r) => r.on_hand },
  { header: { en: 'Stock value', fr: 'Valeur du stock' }, type: 'money', value: (r) => Math.round(r.on_hand * r.base_unit_price_cents) },
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
