/** What other features use of the customer's orders. */
export { useCustomerOrder } from './api/customer-orders';
