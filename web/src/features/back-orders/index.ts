/** What other features use of back-orders (issue 14, part 5): the notice after a receipt, an order's record. */
export { ReceivedBackOrders } from './components/received-notice';
export { OrderBackOrderFills } from './components/order-fills';
