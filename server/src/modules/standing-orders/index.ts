// The public face of the standing-orders module (issue 38 items 1-2): customers' recurring
// orders. It owns standing_orders, standing_order_lines, standing_order_occurrences (0058, 0063)
// and standing_order_reminder_opt_outs (0063); it places each occurrence through the orders
// module's index and reads closed days through closed-days'. The purchasing needs read the
// occurrences still planned through plannedOccurrences.
export { standingOrderRoutes } from './routes.js';
export { runStandingOrders } from './job.js';
export { plannedOccurrences, type PlannedOccurrence } from './planned.js';
