import { specialPriceCents, type Product } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { activeItemsFor } from './repository.js';

/**
 * The special price (cents) of each of `productIds` that an offer active on `today` names, for
 * the cart and staff orders. When several active offers name the same product, the lowest price
 * wins. Products no active offer names are absent from the map.
 */
export async function activeSpecialPrices(db: Db, productIds: number[], today: string): Promise<Map<number, number>> {
  const rows = await activeItemsFor(db, [...new Set(productIds)], today);
  const best = new Map<number, number>();
  for (const row of rows) {
    const cents = specialPriceCents(row.regular_cents, row);
    const current = best.get(row.product_id);
    if (current === undefined || cents < current) best.set(row.product_id, cents);
  }
  return best;
}

/** The products with the price an offer active on `today` gives them (null without one). */
export async function withSpecialPrices(db: Db, products: Product[], today: string): Promise<Product[]> {
  const prices = await activeSpecialPrices(
    db,
    products.map((p) => p.id),
    today,
  );
  return products.map((p) => ({ ...p, special_price_cents: prices.get(p.id) ?? null }));
}
