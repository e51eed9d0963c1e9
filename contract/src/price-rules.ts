/**
 * Customer prices (issue 38, item 4; decision 060): price levels (a percentage off the list),
 * contract prices per customer and pack over an optional date range, and quantity breaks per
 * pack. The lowest of the list, offer, contract, break and level price applies, and the line
 * says which (`price_source`). `decidePrice` is the one rule; the server applies it everywhere a
 * price is set or shown to a customer, and the cart uses it for the breaks.
 *
 * The rules only, without zod: the florist's shop imports them, and a module that builds zod
 * schemas at its top would bring zod into the shop's first load (prices.ts holds the schemas).
 */
export const PRICE_SOURCES = ['list', 'offer', 'level', 'contract', 'break'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Past this many breaks per pack, a write is refused. */
export const MAX_PRICE_BREAKS = 10;

/** A pack's price from so many packs of one line on (prices.ts priceBreakSchema checks it). */
export interface PriceBreak {
  min_quantity: number;
  price_cents: number;
}

/**
 * Which breaks of a pack cost too much (their indexes as given): taken by quantity, each break
 * costs less than the pack and than the break before it, so the price falls as the quantity
 * grows. The server refuses them and the staff form says so on the break's price.
 */
export function breakIssues(packPriceCents: number, breaks: readonly PriceBreak[]): number[] {
  const order = breaks.map((b, index) => ({ ...b, index })).sort((a, b) => a.min_quantity - b.min_quantity);
  const bad: number[] = [];
  let ceiling = packPriceCents;
  for (const b of order) {
    if (b.price_cents >= ceiling) bad.push(b.index);
    ceiling = Math.min(ceiling, b.price_cents);
  }
  return bad.sort((a, b) => a - b);
}

/** What can price one line of `quantity` packs for one customer on one day. */
export interface PriceTerms {
  list_cents: number;
  /** An offer active today (a pack of one base unit only: decision 052). */
  offer_cents?: number | null | undefined;
  /** The customer's level, in hundredths of a percent off the list (8 % = 800). */
  level_basis_points?: number | null | undefined;
  /** The customer's contract price for the pack, in force today. */
  contract_cents?: number | null | undefined;
  breaks?: readonly PriceBreak[] | undefined;
  quantity: number;
}

export interface DecidedPrice {
  price_cents: number;
  list_price_cents: number;
  price_source: PriceSource;
}

/** The level's price of a list price: the percentage off, rounded to the cent (half up). */
export function levelPriceCents(listCents: number, basisPoints: number): number {
  return Math.round((listCents * (10_000 - basisPoints)) / 10_000);
}

/** The break of the highest quantity the line reaches, if any. */
export function breakFor(breaks: readonly PriceBreak[] | undefined, quantity: number): PriceBreak | undefined {
  let best: PriceBreak | undefined;
  for (const b of breaks ?? [])
    if (b.min_quantity <= quantity && (!best || b.min_quantity > best.min_quantity)) best = b;
  return best;
}

/**
 * The one rule (decision 060): the lowest of the prices that apply. On a tie the first of list,
 * contract, offer, break, level is named, so a level of 0 % reads as the list price.
 */
export function decidePrice(terms: PriceTerms): DecidedPrice {
  const candidates: [PriceSource, number | null | undefined][] = [
    ['list', terms.list_cents],
    ['contract', terms.contract_cents],
    ['offer', terms.offer_cents],
    ['break', breakFor(terms.breaks, terms.quantity)?.price_cents],
    ['level', terms.level_basis_points ? levelPriceCents(terms.list_cents, terms.level_basis_points) : null],
  ];
  let best: DecidedPrice = { price_cents: terms.list_cents, list_price_cents: terms.list_cents, price_source: 'list' };
  for (const [source, cents] of candidates)
    if (cents !== null && cents !== undefined && cents < best.price_cents)
      best = { price_cents: cents, list_price_cents: terms.list_cents, price_source: source };
  return best;
}

/**
 * A line of `quantity` packs priced from the customer's price of one pack (what their product
 * replies give: `decidePrice` at one pack, where no break applies) and the pack's breaks: the
 * break reached applies when lower, named as `decidePrice` names it on a tie (before a level,
 * after the list, a contract or an offer). The cart prices its lines so as the quantity grows;
 * the order is placed with `decidePrice`, which gives the same.
 */
export function priceAtQuantity(
  onePack: DecidedPrice,
  breaks: readonly PriceBreak[] | undefined,
  quantity: number,
): DecidedPrice {
  const reached = breakFor(breaks, quantity);
  if (!reached) return onePack;
  const lower =
    reached.price_cents < onePack.price_cents ||
    (reached.price_cents === onePack.price_cents && onePack.price_source === 'level');
  return lower
    ? { price_cents: reached.price_cents, list_price_cents: onePack.list_price_cents, price_source: 'break' }
    : onePack;
}
