import { useMemo } from 'react';
import { useProductsById } from '@/api/products';
import { toCartProduct, type CartLine } from './cart-storage';
import { useCart } from './use-cart';

export interface LiveCartLine extends CartLine {
  /** The product is no longer for sale (removed from the catalogue). */
  unavailable: boolean;
  /** More is asked than the last known stock, with no back-order asked: flagged before sending (the server decides). */
  overStock: boolean;
  /** What waits as a back-order, the florist having asked for it: what the stock lacks. */
  backOrdered: number;
}

/**
 * The cart with today's price and stock of each product (the stored copy may be hours old):
 * what the customer sees and what the totals use.
 */
export function useLiveCart() {
  const cart = useCart();
  const ids = useMemo(() => cart.lines.map((l) => l.product.id), [cart.lines]);
  const live = useProductsById(ids);
  const lines = useMemo<LiveCartLine[]>(
    () =>
      cart.lines.map((line) => {
        const fresh = live.byId.get(line.product.id);
        const product = fresh ? toCartProduct(fresh, line.product.pack_id) : line.product;
        const lacking = Math.max(0, line.quantity - Math.max(0, product.on_hand));
        return {
          product,
          quantity: line.quantity,
          backOrder: line.backOrder ?? false,
          unavailable: live.missing.has(line.product.id),
          overStock: lacking > 0 && !line.backOrder,
          backOrdered: line.backOrder ? lacking : 0,
        };
      }),
    [cart.lines, live],
  );
  return { ...cart, lines, isRefreshing: live.isFetching };
}
