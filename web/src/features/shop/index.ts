/** What other screens may use of the shop: the cart ("Order again" on a past order fills it). */
export { useCart } from './cart/use-cart';
