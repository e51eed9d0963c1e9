import { parseBreaks, type Pack, type PriceListSection, type Product } from '@shop/contract';
import type { CategoryRow, ColourRow, ProductPackRow, ProductPictureRow, ProductRow } from '../../db/schema.js';
import type { CategoryEntry } from './categories-service.js';
import { imageUrls } from '../../lib/images.js';

/** The rows a product's category and colour name (the whole lists: a few dozen rows each). */
export interface ProductLists {
  categories: ReadonlyMap<number, CategoryRow>;
  colours: ReadonlyMap<number, ColourRow>;
}

/** The product as the API shows it: flags as booleans, its sections, category, colour, cover and pictures' URLs, packs. */
export function presentProduct(
  row: ProductRow,
  sections: PriceListSection[],
  lists: ProductLists,
  pictures: ProductPictureRow[] = [],
  packs: readonly ProductPackRow[] = [],
): Product {
  const category = row.category_id === null ? undefined : lists.categories.get(row.category_id);
  const colour = row.colour_id === null ? undefined : lists.colours.get(row.colour_id);
  return {
    id: row.id,
    sku: row.sku,
    name_en: row.name_en,
    name_fr: row.name_fr,
    description_en: row.description_en,
    description_fr: row.description_fr,
    category: row.category,
    category_id: row.category_id,
    category_name_en: category?.name_en ?? row.category,
    category_name_fr: category?.name_fr ?? row.category,
    variety: row.variety,
    color: row.color,
    colour_id: row.colour_id,
    colour: colour ? { id: colour.id, name_en: colour.name_en, name_fr: colour.name_fr, hex: colour.hex } : null,
    grade: row.grade,
    length_cm: row.length_cm,
    stems_per_bunch: row.stems_per_bunch,
    origin: row.origin,
    unit: row.unit,
    stems_per_unit: row.stems_per_unit,
    price_cents: row.price_cents,
    packs: packs.map((p) => presentPack(p, row.stems_per_unit)),
    fresh: row.fresh === 1,
    sections,
    active: row.active === 1,
    on_hand: row.on_hand,
    low_stock_at: row.low_stock_at,
    arrived_on: row.arrived_on,
    arrived_at: row.arrived_at,
    image: imageUrls(row.image_key),
    pictures: pictures.map((p) => ({ id: p.id, ...imageUrls(p.image_key)! })),
  };
}

/** A pack as the API shows it: its stems are its base units times the stems of one. */
export function presentPack(p: ProductPackRow, stemsPerUnit: number): Pack {
  return {
    id: p.id,
    kind: p.kind,
    units: p.units,
    stems: p.units * stemsPerUnit,
    price_cents: p.price_cents,
    active: p.active === 1,
    breaks: parseBreaks(p.breaks),
  };
}

/** Whole days between the arrival of fresh stock and today (both 'YYYY-MM-DD'). */
export function ageInDays(arrivedOn: string | null, today: string): number | null {
  if (!arrivedOn) return null;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${arrivedOn}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** A category's name in a language, from categoriesBySlug (a slug no row has, as written). */
export function categoryNameOf(index: ReadonlyMap<string, CategoryEntry>, slug: string, language: 'en' | 'fr'): string {
  const entry = index.get(slug);
  return entry ? (language === 'fr' ? entry.name_fr : entry.name_en) : slug;
}
