// The public face of the margins module (issue 37 item 6, decision 063), owner of
// order_line_costs: what each order line's stock cost, first in first out over the received
// lots, and what sales earned. Owner and office only.
export { recordOrderCosts, landedCostChanged } from './cost-service.js';
export { orderCosts } from './order-costs.js';
export { marginFigures, marginReport } from './report-service.js';
export { marginRoutes, productFor, productsFor } from './routes.js';
export { addedToMarginRollups, foldMarginRollups, rebuildMarginRollups, withMarginRollups } from './rollup-repository.js';
