/** What other features use of deliveries (issue 14): an order's proof of delivery. */
export { DeliveryProofView } from './delivery-proof';
