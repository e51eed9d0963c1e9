import { decidePrice, defaultPack, type DecidedPrice, type Pack, type PriceBreak, type Product } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { activeSpecialPrices } from '../offers/index.js';
import { customerTermsFor } from './repository.js';

/** What the rule needs of a pack: its id (null: a product sold around the catalogue's packs), units, list price, breaks. */
export interface PricedPack {
  id: number | null;
  units: number;
  price_cents: number;
  breaks: readonly PriceBreak[];
}

/** The prices of a set of products for one customer (none: the list and offers) on one day. */
export interface PriceBook {
  price(productId: number, pack: PricedPack, quantity: number): DecidedPrice;
}

/**
 * Reads, for a page of products at once (no query per product), what can price them for
 * `customerId` on `today`: the active offers, the customer's level and their contract prices in
 * force. The one rule, contract/prices.ts `decidePrice`, then gives each line its price (decision
 * 060). An offer prices the pack of one base unit only (decision 052).
 */
export async function priceBook(
  db: Db,
  customerId: number | null,
  productIds: readonly number[],
  today: string,
): Promise<PriceBook> {
  const offers = await activeSpecialPrices(db, [...productIds], today);
  const terms = customerId ? await customerTermsFor(db, customerId, productIds, today) : null;
  const contracts = new Map<number, number>();
  for (const c of terms?.contracts ?? [])
    contracts.set(c.pack_id, Math.min(c.price_cents, contracts.get(c.pack_id) ?? Infinity));
  return {
    price: (productId, pack, quantity) =>
      decidePrice({
        list_cents: pack.price_cents,
        offer_cents: pack.units === 1 ? offers.get(productId) : null,
        level_basis_points: terms?.basisPoints,
        contract_cents: pack.id === null ? null : contracts.get(pack.id),
        breaks: pack.breaks,
        quantity,
      }),
  };
}

const pricedPack = (pack: Pack, decided: DecidedPrice): Pack => ({
  ...pack,
  price_cents: decided.price_cents,
  list_price_cents: decided.list_price_cents,
  price_source: decided.price_source,
});

/**
 * Products as `customerId` buys them on `today`, one pack at a time: each pack's `price_cents`
 * is theirs, beside its `list_price_cents` and `price_source`; the product's are its default
 * pack's (the cheapest active by the list, the one an order takes by default), and
 * `special_price_cents` is set only where the offer is what applies.
 */
export async function priceProducts(
  db: Db,
  customerId: number,
  products: readonly Product[],
  today: string,
): Promise<Product[]> {
  const book = await priceBook(
    db,
    customerId,
    products.map((p) => p.id),
    today,
  );
  return products.map((product) => {
    const packs = product.packs.map((pack) =>
      pricedPack(pack, book.price(product.id, { ...pack, breaks: pack.breaks ?? [] }, 1)),
    );
    const listed = defaultPack(product.packs);
    const own = listed
      ? packs.find((p) => p.id === listed.id)!
      : pricedPack(
          {
            id: 0,
            kind: 'stem',
            units: 1,
            stems: product.stems_per_unit,
            price_cents: product.price_cents,
            active: true,
          },
          book.price(product.id, { id: null, units: 1, price_cents: product.price_cents, breaks: [] }, 1),
        );
    return {
      ...product,
      packs,
      price_cents: own.price_cents,
      list_price_cents: own.list_price_cents!,
      price_source: own.price_source!,
      special_price_cents: own.price_source === 'offer' ? own.price_cents : null,
    };
  });
}
