import { z } from './zod.js';
import { isoDate } from './dates.js';
import { MAX_PRICE_BREAKS, PRICE_SOURCES, type PriceBreak } from './price-rules.js';

// The rules (decidePrice, priceAtQuantity, breakFor...) are in price-rules.ts, without zod.
export * from './price-rules.js';

export const priceBreakSchema = z.object({
  /** From this many packs of one line on (2 at least: one pack is the pack's own price). */
  min_quantity: z.number().int().min(2).max(100_000),
  price_cents: z.number().int().min(0).max(10_000_000),
});

/** A pack's breaks, each quantity once, kept in quantity order. */
export const priceBreaksSchema = z
  .array(priceBreakSchema)
  .max(MAX_PRICE_BREAKS)
  .refine((breaks) => new Set(breaks.map((b) => b.min_quantity)).size === breaks.length, {
    error: 'breakQuantityTwice',
  })
  .transform((breaks) => [...breaks].sort((a, b) => a.min_quantity - b.min_quantity));

/** A pack's breaks as stored (a JSON text); anything unreadable is no break. */
export function parseBreaks(text: string | null | undefined): PriceBreak[] {
  if (!text) return [];
  try {
    const parsed = priceBreaksSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- price levels

const levelName = z.string().trim().min(1).max(80);

/** POST /api/price-levels, PUT /api/price-levels/{id}: `percent_off` to the hundredth (8, 12.5). */
export const priceLevelWriteSchema = z.object({
  name_en: levelName,
  name_fr: levelName,
  percent_off: z
    .number()
    .min(0)
    .max(90)
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: 'invalid' }),
});
export type PriceLevelWrite = z.infer<typeof priceLevelWriteSchema>;

export const priceLevelSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  percent_off: z.number(),
  /** How many customers have the level. */
  customers: z.number().int(),
});
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const priceLevelListSchema = z.object({ price_levels: z.array(priceLevelSchema) });
export type PriceLevelList = z.infer<typeof priceLevelListSchema>;

// ---------------------------------------------------------------- contract prices

/** One contract price as written: a pack (of `product_id`, when named), from and to a date. */
export const contractPriceWriteSchema = z
  .object({
    pack_id: z.number().int().positive(),
    /** Named, it must be the pack's product (400 otherwise). */
    product_id: z.number().int().positive().optional(),
    price_cents: z.number().int().min(0).max(10_000_000),
    starts_on: isoDate.nullish(),
    ends_on: isoDate.nullish(),
  })
  .refine((p) => !p.starts_on || !p.ends_on || p.starts_on <= p.ends_on, { path: ['ends_on'], error: 'invalid' });

/** PUT /api/customers/{id}/prices: every contract price of the customer, and their level. */
export const customerPricesWriteSchema = z.object({
  /** Left out: the level stays; null: none. */
  price_level_id: z.number().int().positive().nullable().optional(),
  prices: z.array(contractPriceWriteSchema).max(500),
});
export type CustomerPricesWrite = z.infer<typeof customerPricesWriteSchema>;

export const contractPriceSchema = z.object({
  pack_id: z.number().int(),
  product_id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  pack_kind: z.string(),
  pack_units: z.number().int(),
  list_price_cents: z.number().int(),
  price_cents: z.number().int(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type ContractPrice = z.infer<typeof contractPriceSchema>;

export const customerPricesSchema = z.object({
  price_level_id: z.number().int().nullable(),
  prices: z.array(contractPriceSchema),
});
export type CustomerPrices = z.infer<typeof customerPricesSchema>;

/** What a reply to a customer adds beside a price (a product, a pack, an order line). */
export const pricedFields = {
  list_price_cents: z.number().int().optional(),
  price_source: z.enum(PRICE_SOURCES).optional(),
};
