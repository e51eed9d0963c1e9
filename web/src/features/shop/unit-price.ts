import type { Product } from '@shop/contract';
import type { PricedLine } from '@shop/contract/pricing';
import type { CartLine } from './cart/cart-storage';

/** What the customer pays for one unit: an active offer's price when there is one. */
export function unitPriceCents(product: Pick<Product, 'price_cents' | 'special_price_cents'>): number {
  return product.special_price_cents ?? product.price_cents;
}

/** Cart lines as computeTotals reads them (the server prices the order the same way). */
export const pricedLines = (lines: readonly CartLine[]): PricedLine[] =>
  lines.map((l) => ({ quantity: l.quantity, unit_price_cents: unitPriceCents(l.product) }));
