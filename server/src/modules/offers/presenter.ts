import {
  specialPriceCents,
  type Offer,
  type OfferItem,
  type OfferListItem,
  type OfferState,
  type Product,
} from '@shop/contract';
import { imageUrls } from '../../lib/images.js';
import type { OfferItemRow, OfferRow } from './repository.js';

/** Draft until published; then scheduled, active or expired by its period (repository.ts inState in SQL). */
export function offerState(row: Pick<OfferRow, 'published' | 'starts_on' | 'ends_on'>, today: string): OfferState {
  if (row.published !== 1) return 'draft';
  if (today < row.starts_on) return 'scheduled';
  if (today > row.ends_on) return 'expired';
  return 'active';
}

function presentOfferFields(row: OfferRow, today: string) {
  return {
    id: row.id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    text_en: row.text_en,
    text_fr: row.text_fr,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    published: row.published === 1,
    state: offerState(row, today),
    image: imageUrls(row.image_key),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentListItem(row: OfferRow & { item_count: number }, today: string): OfferListItem {
  return { ...presentOfferFields(row, today), item_count: row.item_count };
}

/** An item with its product (already presented, as the catalogue shows it) and its special price. */
export function presentItem(row: Pick<OfferItemRow, 'item_price_cents' | 'percent_off'>, product: Product): OfferItem {
  const discount = { price_cents: row.item_price_cents, percent_off: row.percent_off };
  return {
    product_id: product.id,
    ...discount,
    special_price_cents: specialPriceCents(product.price_cents, discount),
    product,
  };
}

export function presentOffer(row: OfferRow, items: OfferItem[], today: string): Offer {
  return { ...presentOfferFields(row, today), items };
}
