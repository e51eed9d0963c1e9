import { defaultPack, type Product } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { firstLotsOf, type LotStart } from '../purchasing/index.js';
import { takeStarts } from './repository.js';

/**
 * What a unit of each product costs now (issue 37 item 6; owner and office only), in CAD cents
 * to a ten-thousandth: the landed cost of the lot its next sale takes first, that is its first
 * lot not exhausted (decision 063: lot_units_taken lists a product's oldest lots, so when all
 * those are exhausted it is the first lot received after them), else, every lot sold out, its
 * newest lot's, as a sale then estimates it. null: never received, or that lot's cost is not
 * known (a foreign order without a rate). Two queries for any number of products.
 */
export async function productUnitCosts(db: Db, productIds: readonly number[]): Promise<Map<number, number | null>> {
  const taken = await takeStarts(db, productIds);
  const starts = productIds.map((id): LotStart => {
    const at = taken.get(id);
    return { product_id: id, ...(at ? { from: { received_at: at.received_at, receipt_id: at.receipt_id } } : {}) };
  });
  // Two lots from the start: when it is the newest exhausted lot, the next (else it is the newest).
  const lots = await firstLotsOf(db, starts, 2);
  return new Map(
    productIds.map((id) => {
      const [first, next] = lots.get(id) ?? [];
      const lot = taken.get(id)?.open === false ? (next ?? first) : first;
      return [id, lot?.landed_unit_cost_cents ?? null];
    }),
  );
}

/**
 * Products with their cost and margin (owner and office only, decision 063), after their prices:
 * per pack, its units at the product's unit cost now, rounded to the cent, and its price less
 * that; the product's are those of the pack `price_cents` is the price of (the default pack, the
 * cheapest active one at list price; a unit without one). null where the cost is not known.
 */
export async function withProductCosts(db: Db, products: readonly Product[]): Promise<Product[]> {
  const unitCosts = await productUnitCosts(
    db,
    products.map((p) => p.id),
  );
  return products.map((product) => {
    const unit = unitCosts.get(product.id) ?? null;
    const costed = (units: number, price: number) => {
      const cost = unit === null ? null : Math.round(unit * units);
      return { cost_cents: cost, margin_cents: cost === null ? null : price - cost };
    };
    const listed = defaultPack(product.packs.map((p) => ({ ...p, price_cents: p.list_price_cents ?? p.price_cents })));
    return {
      ...product,
      ...costed(listed?.units ?? 1, product.price_cents),
      packs: product.packs.map((pack) => ({ ...pack, ...costed(pack.units, pack.price_cents) })),
    };
  });
}
