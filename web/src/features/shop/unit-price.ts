import type { Product } from '@shop/contract';
import type { PricedLine } from '@shop/contract/pricing';
import { priceAtQuantity, type DecidedPrice } from '@shop/contract/price-rules';
import type { CartLine, CartProduct } from './cart/cart-storage';

/** What the customer pays for one unit: an active offer's price when there is one. */
export function unitPriceCents(product: Pick<Product, 'price_cents' | 'special_price_cents'>): number {
  return product.special_price_cents ?? product.price_cents;
}

/** The customer's price of one pack as the product reply gave it, and what gave it. */
function onePackPrice(product: CartProduct): DecidedPrice {
  const price_cents = unitPriceCents(product);
  return {
    price_cents,
    list_price_cents: product.list_price_cents ?? product.price_cents,
    price_source: product.price_source ?? (price_cents < product.price_cents ? 'offer' : 'list'),
  };
}

/**
 * A cart line's price a pack, the list price and what gave it (decision 060): the customer's
 * price of one pack, or the pack's break its quantity reaches when lower, as the order will be
 * placed.
 */
export const linePrice = (line: Pick<CartLine, 'product' | 'quantity'>): DecidedPrice =>
  priceAtQuantity(onePackPrice(line.product), line.product.breaks, line.quantity);

/** Cart lines as computeTotals reads them (the server prices the order the same way). */
export const pricedLines = (lines: readonly CartLine[]): PricedLine[] =>
  lines.map((l) => ({ quantity: l.quantity, unit_price_cents: linePrice(l).price_cents }));
