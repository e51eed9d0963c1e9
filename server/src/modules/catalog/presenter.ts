import type { PriceListSection, Product, ProductCategory } from '@shop/contract';
import type { ProductRow } from '../../db/schema.js';
import { imageUrls } from '../../lib/images.js';

/** The product as the API shows it: flags as booleans, its sections and image URLs. */
export function presentProduct(row: ProductRow, sections: PriceListSection[]): Product {
  return {
    id: row.id,
    sku: row.sku,
    name_en: row.name_en,
    name_fr: row.name_fr,
    description_en: row.description_en,
    description_fr: row.description_fr,
    category: row.category as ProductCategory,
    variety: row.variety,
    color: row.color,
    length_cm: row.length_cm,
    origin: row.origin,
    unit: row.unit,
    stems_per_unit: row.stems_per_unit,
    price_cents: row.price_cents,
    fresh: row.fresh === 1,
    sections,
    active: row.active === 1,
    on_hand: row.on_hand,
    low_stock_at: row.low_stock_at,
    arrived_on: row.arrived_on,
    image: imageUrls(row.image_key),
  };
}

/** Whole days between the arrival of fresh stock and today (both 'YYYY-MM-DD'). */
export function ageInDays(arrivedOn: string | null, today: string): number | null {
  if (!arrivedOn) return null;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${arrivedOn}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
