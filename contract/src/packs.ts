import { z } from './zod.js';
import { PACK_KINDS } from './pack-rules.js';
import { pricedFields, priceBreakSchema, priceBreaksSchema } from './prices.js';
import { costFields } from './cost-fields.js';

/**
 * The packs a product is sold in (issue 36, item 3; decision 052): a stem, a bunch, a box, each
 * holding `units` of the product's base unit (its stock's unit: a stem for a new product), at
 * its own price. Selling one pack takes its `units` from stock.
 */
export {
  PACK_KINDS,
  MAX_PACKS,
  baseUnitPrice,
  defaultPack,
  cheapestPerStem,
  perStemCents,
  type PackKind,
} from './pack-rules.js';

export const packWriteSchema = z.object({
  /** A pack the product already has (kept, its id stays); left out: a new pack. */
  id: z.number().int().positive().optional(),
  kind: z.enum(PACK_KINDS),
  units: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(0).max(10_000_000),
  active: z.boolean().default(true),
  /** Quantity breaks (decision 060); left out on a pack of the product's: its breaks stay. */
  breaks: priceBreaksSchema.optional(),
});
export type PackWrite = z.infer<typeof packWriteSchema>;

export const packSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PACK_KINDS),
  /** Base units of the product in the pack (what one takes from stock). */
  units: z.number().int(),
  /** The stems in the pack: its units times the stems of one base unit. */
  stems: z.number().int(),
  /** The list price; to a customer, their price for one pack (decision 060). */
  price_cents: z.number().int(),
  active: z.boolean(),
  /** Quantity breaks, lowest quantity first. */
  breaks: z.array(priceBreakSchema).optional(),
  ...pricedFields,
  /** Owner and office only (decision 063): the pack's units at the product's cost now, its price less that. */
  ...costFields,
});
export type Pack = z.infer<typeof packSchema>;
