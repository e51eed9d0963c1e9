// The public face of the purchasing module (issue 37), owner of suppliers, supplier_products,
// purchase_orders, purchase_order_lines and purchase_receipts: buying from farms and brokers.
export { purchasingErrors } from './errors.js';
export { supplierRoutes } from './supplier-routes.js';
export { purchaseOrderRoutes } from './order-routes.js';
export { purchasingNeedsRoutes } from './needs-routes.js';
