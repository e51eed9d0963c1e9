// The public face of the standing-orders module (issue 38 items 1-2): customers' recurring
// orders. It owns standing_orders, standing_order_lines and standing_order_occurrences (0058);
// it places each occurrence through the orders module's index and reads closed days through
// closed-days'. Nothing imports it but the app and the job runner.
export { standingOrderRoutes } from './routes.js';
export { runStandingOrders } from './job.js';
