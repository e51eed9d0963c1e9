/**
 * What other screens may use of the shop: the cart, and "Order again" on a past order (it
 * fills the cart).
 */
export { useCart } from './cart/use-cart';
export { OrderAgain } from './components/order-again';
