import type { ExportKind } from '@shop/contract';
import { customersSheet } from './customers.js';
import { inventorySheet } from './inventory.js';
import { orderLinesSheet } from './order-lines.js';
import { ordersSheet } from './orders.js';
import { paymentsSheet } from './payments.js';
import { productTotalsSheet } from './product-totals.js';
import type { ExportSheet } from './sheet.js';

/** The exports of /admin/export-excel, by the kind in their path. */
export const exportSheets: Record<ExportKind, ExportSheet> = {
  orders: ordersSheet,
  'order-lines': orderLinesSheet,
  customers: customersSheet,
  payments: paymentsSheet,
  inventory: inventorySheet,
  'product-totals': productTotalsSheet,
};
