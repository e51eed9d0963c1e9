import type { Product } from '@shop/contract';

/** What the cart keeps of a product: enough to show and price the line without a request. */
export type CartProduct = Pick<
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
>;

export interface CartLine {
  product: CartProduct;
  quantity: number;
  /** The florist asked for what stock lacks to wait as a back-order (issue 34, item 3). */
  backOrder?: boolean;
}

const listeners = new Set<() => void>();
const keyOf = (customerId: number) => `cart:${customerId}`;

export function toCartProduct(p: Product | CartProduct): CartProduct {
  return {
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
  return lines.map((l) => (l.product.id === product.id ? { ...l, product, quantity: l.quantity + quantity } : l));
}
