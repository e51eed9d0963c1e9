/** What other features use of the customer's orders (the shop's "Order again" and thank-you screen). */
export { customerOrderQuery, customerOrdersQuery, useCustomerOrder, useCustomerOrders } from './api/customer-orders';
