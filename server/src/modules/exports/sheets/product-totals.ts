import { productTotalsForExport, type ProductTotalExportRow as TotalRow } from '../../orders/index.js';
import { keysetBatches } from '../batches.js';
import type { Column } from '../workbook.js';
import { defineSheet, productColumns } from './sheet.js';

const PRODUCT_TOTALS_SLICE = 10_000;

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
  batches: (db, range) => keysetBatches(productTotalsForExport(db, range), (r) => r.id, PRODUCT_TOTALS_SLICE),
});
