/** What other features use of back-orders (issue 14, part 5): the notice after a receipt. */
export { ReceivedBackOrders } from './components/received-notice';
