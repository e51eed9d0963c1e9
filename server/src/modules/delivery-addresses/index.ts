// The public face of the delivery-addresses module (issue 34, item 10), owner of
// delivery_addresses and order_delivery_addresses: a customer's other delivery addresses, and the
// copy of the one an order goes to (none: the profile's address).
export { deliveryAddressRoutes } from './routes.js';
export { deliveryAddressErrors } from './errors.js';
export { addressForOrder, keepOrderAddress, orderAddresses, addressOfOrder } from './service.js';
