// The public face of the back-orders module (issue 14, part 5), owner of back_order_fills.
export { backOrderRoutes } from './routes.js';
export { allocateBackOrders, cancelBackOrder } from './service.js';
