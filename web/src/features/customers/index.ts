/** What other features use of customers (issue 34, item 4): the Receive payment dialog, from an order's page. */
export { ReceivePaymentButton } from './components/receive-payment';
