import { z } from './zod.js';
import { imageUrlsSchema, productSchema } from './catalog.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';

/** An offer's state comes from its dates and its published flag (PRODUCT.md, Special offers). */
export const OFFER_STATES = ['draft', 'scheduled', 'active', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const offerItemWriteSchema = z
  .object({
    product_id: z.number({ error: 'required' }).int().positive(),
    price_cents: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(10_000_000, { error: 'invalid' })
      .nullish(),
    percent_off: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'invalid' })
      .max(100, { error: 'invalid' })
      .nullish(),
  })
  .refine((i) => (i.price_cents == null) !== (i.percent_off == null), { path: ['price_cents'], error: 'invalid' });

// Messages are keys of the contract's validation messages (messages.ts), shown in the reader's language.
const title = z.string().trim().min(1, { error: 'required' }).max(160, { error: 'tooLong' });
const text = z.string().trim().max(2000, { error: 'tooLong' }).nullish();

/** POST /api/offers and PUT /api/offers/{id} (API.md). */
export const offerWriteSchema = z
  .object({
    title_en: title,
    title_fr: title,
    text_en: text,
    text_fr: text,
    starts_on: isoDate,
    ends_on: isoDate,
    published: z.boolean().default(true),
    items: z
      .array(offerItemWriteSchema)
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' })
      .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, { error: 'invalid' }),
  })
  .refine((o) => o.starts_on <= o.ends_on, { path: ['ends_on'], error: 'invalid' });
export type OfferWrite = z.infer<typeof offerWriteSchema>;
export type OfferWriteForm = z.input<typeof offerWriteSchema>;

/** An item as read: the product as customers see it, its regular and its special price. */
export const offerItemSchema = z.object({
  product_id: z.number().int(),
  price_cents: z.number().int().nullable(),
  percent_off: z.number().int().nullable(),
  special_price_cents: z.number().int(),
  product: productSchema,
});
export type OfferItem = z.infer<typeof offerItemSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  text_en: z.string().nullable(),
  text_fr: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  published: z.boolean(),
  state: z.enum(OFFER_STATES),
  image: imageUrlsSchema,
  items: z.array(offerItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  state: z.enum(OFFER_STATES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type OfferListQuery = z.input<typeof offerListQuerySchema>;
export type OfferListParams = z.infer<typeof offerListQuerySchema>;

export const offerListItemSchema = offerSchema.omit({ items: true }).extend({ item_count: z.number().int() });
export type OfferListItem = z.infer<typeof offerListItemSchema>;

export const offerListSchema = z.object({ offers: z.array(offerListItemSchema), pagination: paginationSchema });
export type OfferList = z.infer<typeof offerListSchema>;

/** Special price of a product under an offer item: a fixed price, or a percentage off (half-up). */
export function specialPriceCents(
  regularCents: number,
  item: { price_cents: number | null; percent_off: number | null },
) {
  if (item.price_cents != null) return item.price_cents;
  const off = item.percent_off ?? 0;
  return Math.round((regularCents * (100 - off)) / 100);
}
