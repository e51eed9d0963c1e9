import type { Pack, PriceBreak, Product } from '@shop/contract';
import { defaultPack } from '@shop/contract/pack-rules';

/**
 * What the cart keeps of a product: enough to show and price the line without a request. A
 * product sold in packs is kept as the pack chosen (decision 052): its kind and stems as the
 * unit, its price, its stock in whole packs, and `pack_id` for the order.
 */
export type CartProduct = {
  pack_id?: number | null;
  /** The pack's quantity breaks (decision 060): the line's price as its quantity grows. */
  breaks?: PriceBreak[];
} & Pick<
  Product,
  | 'id'
  | 'sku'
  | 'name_en'
  | 'name_fr'
  | 'color'
  | 'length_cm'
  | 'unit'
  | 'stems_per_unit'
  | 'price_cents'
  | 'special_price_cents'
  | 'on_hand'
  | 'image'
> &
  Partial<Pick<Product, 'list_price_cents' | 'price_source'>>;

export interface CartLine {
  product: CartProduct;
  quantity: number;
  /** The florist asked for what stock lacks to wait as a back-order (issue 34, item 3). */
  backOrder?: boolean;
}

const listeners = new Set<() => void>();
const keyOf = (customerId: number) => `cart:${customerId}`;

/**
 * A product as one of its packs (decision 052): the pack's kind and stems as its unit, its
 * price (an offer's only for the pack of one base unit, which it prices), its stock in whole
 * packs, and that pack alone in `packs`.
 */
export function productAsPack(p: Product, pack: Pack): Product {
  return {
    ...p,
    packs: [pack],
    unit: pack.kind,
    stems_per_unit: pack.stems,
    price_cents: pack.price_cents,
    // A customer's pack says what priced it (decision 060); else an offer prices the pack of one.
    special_price_cents:
      pack.price_source !== undefined
        ? pack.price_source === 'offer'
          ? pack.price_cents
          : null
        : pack.units === 1
          ? (p.special_price_cents ?? null)
          : null,
    ...(pack.list_price_cents !== undefined ? { list_price_cents: pack.list_price_cents } : {}),
    ...(pack.price_source !== undefined ? { price_source: pack.price_source } : {}),
    on_hand: Math.floor(p.on_hand / pack.units),
  };
}

/**
 * The cart's copy of a product. One sold in several packs is kept as the pack `packId` (the
 * line's pack when refreshed), else as its cheapest active pack, the one the server takes by
 * default; one with a single pack stays as it is, with that pack's id.
 */
export function toCartProduct(p: Product | CartProduct, packId?: number | null): CartProduct {
  const packs = ('packs' in p ? p.packs : undefined) ?? [];
  if (packs.length > 1 && 'packs' in p) {
    const pack = packs.find((k) => k.id === packId && k.active) ?? defaultPack(packs);
    if (pack) return plainCartProduct(productAsPack(p, pack), pack.id);
  }
  return plainCartProduct(p, packs[0]?.id ?? ('pack_id' in p ? p.pack_id : undefined));
}

function plainCartProduct(p: Product | CartProduct, packId: number | null | undefined): CartProduct {
  const breaks = 'packs' in p ? p.packs?.find((k) => k.id === packId)?.breaks : p.breaks;
  return {
    ...(packId ? { pack_id: packId } : {}),
    ...(breaks?.length ? { breaks } : {}),
    id: p.id,
    sku: p.sku,
    name_en: p.name_en,
    name_fr: p.name_fr,
    color: p.color,
    length_cm: p.length_cm,
    unit: p.unit,
    stems_per_unit: p.stems_per_unit,
    price_cents: p.price_cents,
    special_price_cents: p.special_price_cents ?? null,
    ...(p.list_price_cents !== undefined ? { list_price_cents: p.list_price_cents } : {}),
    ...(p.price_source !== undefined ? { price_source: p.price_source } : {}),
    on_hand: p.on_hand,
    image: p.image,
  };
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { product, quantity } = value as Record<string, unknown>;
  return (
    Number.isInteger(quantity) &&
    (quantity as number) > 0 &&
    typeof product === 'object' &&
    product !== null &&
    Number.isInteger((product as Record<string, unknown>).id)
  );
}

/** The raw stored text (the snapshot useSyncExternalStore compares). */
export const readCartRaw = (customerId: number) => localStorage.getItem(keyOf(customerId));

/** Parses what was stored; anything unreadable (an older format, a hand edit) is an empty cart. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

// One cart per customer id: two accounts sharing a browser never see each other's lines.
export function writeCart(customerId: number, lines: readonly CartLine[]): void {
  if (lines.length === 0) localStorage.removeItem(keyOf(customerId));
  else localStorage.setItem(keyOf(customerId), JSON.stringify(lines));
  listeners.forEach((l) => l());
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change shows here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('cart:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds to a line (or creates it), refreshing the product's snapshot. */
export function addToLines(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const existing = lines.find((l) => l.product.id === product.id);
  if (!existing) return [...lines, { product, quantity }];
  // One line per product: another pack of it takes the line's place (an order names one pack a product).
  const samePack = (existing.product.pack_id ?? null) === (product.pack_id ?? null);
  return lines.map((l) =>
    l.product.id === product.id ? { ...l, product, quantity: samePack ? l.quantity + quantity : quantity } : l,
  );
}
