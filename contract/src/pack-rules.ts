// The packs' rules without zod (decision 052): the shop's first screen loads them, not the schemas.

export const PACK_KINDS = ['stem', 'bunch', 'box'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** The most packs one product has. */
export const MAX_PACKS = 10;

type Priced = { id?: number | undefined; units: number; price_cents: number; active: boolean };

/**
 * The pack an order line takes when it names none: the product's cheapest active pack (the
 * lowest price; on a tie the smaller, then the first). Undefined when none is active.
 */
export function defaultPack<P extends Priced>(packs: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const p of packs) {
    if (!p.active) continue;
    if (!best || p.price_cents < best.price_cents || (p.price_cents === best.price_cents && p.units < best.units))
      best = p;
  }
  return best;
}

/**
 * The active pack whose stem costs least, when a product has more than one active pack and one
 * is cheaper per stem than the others (what the shop and the staff form say as such).
 */
export function cheapestPerStem<P extends Priced & { stems: number }>(packs: readonly P[]): P | undefined {
  const active = packs.filter((p) => p.active);
  if (active.length < 2) return undefined;
  const perStem = (p: P) => p.price_cents / Math.max(1, p.stems);
  const sorted = [...active].sort((a, b) => perStem(a) - perStem(b));
  return perStem(sorted[0]!) < perStem(sorted[1]!) ? sorted[0] : undefined;
}

/** The price of one stem of a pack, in cents (rounded), to compare packs. */
export const perStemCents = (p: { price_cents: number; stems: number }) => Math.round(p.price_cents / Math.max(1, p.stems));

/**
 * The price of one base unit of a product (its stock's unit), in cents, maybe a fraction: the
 * cheapest active pack per base unit (its price divided by its units), so a box-only product
 * (one pack of units 100 at $80) is worth 80 cents a stem, not $80. A product with no active
 * pack is worth `fallback` a unit (products.price_cents: a product written around the catalogue
 * sells its base unit). The same rule as the catalogue's SQL read (`baseUnitPriceSql`).
 */
export function baseUnitPrice(packs: readonly Priced[], fallback: number): number {
  let best: number | undefined;
  for (const p of packs) {
    if (!p.active) continue;
    const each = p.price_cents / Math.max(1, p.units);
    if (best === undefined || each < best) best = each;
  }
  return best ?? fallback;
}
