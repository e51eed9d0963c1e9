// The public face of the purchasing module (issue 37), owner of suppliers, supplier_products,
// purchase_orders, purchase_order_lines, purchase_receipts and purchase_order_charges: buying from
// farms and brokers, and what it landed at (decision 062).
export { purchasingErrors } from './errors.js';
export { supplierRoutes } from './supplier-routes.js';
export { purchaseOrderRoutes } from './order-routes.js';
export { purchasingNeedsRoutes } from './needs-routes.js';
export { purchaseChargeRoutes, type PurchasingRouteOptions } from './charges/charges-routes.js';
/** A product's received lots with their landed cost per unit in CAD, for first-in first-out costing (decision 062). */
export {
  firstLotsOf,
  lotCosts,
  receivedLots,
  type LandedCostChanged,
  type LotStart,
  type ReceivedLot,
} from './charges/landed.js';
/** Who a product came from at an instant, and suppliers' names (the dashboard's claims by supplier, issue 39). */
export { supplierOfProductAt } from './receipt-repository.js';
export { supplierNames } from './repository.js';
