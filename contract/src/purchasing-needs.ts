import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { CURRENCIES, PURCHASING_LIMITS, purchaseOrderListItemSchema } from './purchasing.js';
import { z } from './zod.js';

/**
 * What to buy (issue 37 item 2; API.md "Buying"; docs/decisions/057-what-to-buy.md): for an
 * arrival date, per product, the demand of the days it covers less what is there and coming.
 */

export const NEEDS_LIMITS = { daysMax: 28, daysDefault: 7, draftLinesMax: 500 };

/** GET /api/purchasing/needs?arrival=YYYY-MM-DD&days=N: the arrival covers N delivery days from it. */
export const purchasingNeedsQuerySchema = z.object({
  arrival: isoDate,
  days: z.coerce.number().int().min(1).max(NEEDS_LIMITS.daysMax).default(NEEDS_LIMITS.daysDefault),
  /** One supplier's lines; `none` for the products no active supplier sells. */
  supplier: z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PurchasingNeedsQuery = z.infer<typeof purchasingNeedsQuerySchema>;

/** One product to buy: units in the product's stock unit (on_hand's). */
export const purchaseNeedSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  unit: z.string(),
  /** The supplier it is bought from (an active one linked to it); null when none is. */
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  lead_time_days: z.number().int().nullable(),
  /** The supplier's lead time does not reach the arrival date from today. */
  late: z.boolean(),
  units_per_box: z.number().int().nullable(),
  last_cost_cents: z.number().int().nullable(),
  prebooked_units: z.number().int(),
  standing_units: z.number().int(),
  back_ordered_units: z.number().int(),
  min_units: z.number().int(),
  on_hand: z.number().int(),
  on_order: z.number().int(),
  /** Demand + minimum − on hand − on order, more than 0. */
  needed_units: z.number().int(),
  /** Full boxes that cover it; null without a supplier. */
  boxes: z.number().int().nullable(),
});
export type PurchaseNeed = z.infer<typeof purchaseNeedSchema>;

/** A supplier's share of what to buy (all of it, whatever the page). */
export const needsSupplierSchema = z.object({
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  lines: z.number().int(),
  boxes: z.number().int(),
  /** Lines whose supplier's lead time does not reach the arrival. */
  late_lines: z.number().int(),
});
export type NeedsSupplier = z.infer<typeof needsSupplierSchema>;

export const purchasingNeedsSchema = z.object({
  arrival: isoDate,
  /** The last delivery day the arrival covers. */
  covers_to: isoDate,
  /** A page of the lines, by supplier name (no supplier last), then product code. */
  needs: z.array(purchaseNeedSchema),
  /** Every supplier with lines, in the same order. */
  suppliers: z.array(needsSupplierSchema),
  pagination: paginationSchema,
});
export type PurchasingNeeds = z.infer<typeof purchasingNeedsSchema>;

/** POST /api/purchasing/needs/drafts: the lines chosen; one draft per supplier, at the link's box and last cost. */
export const needsDraftSchema = z.object({
  arrival_date: isoDate,
  lines: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        supplier_id: z.number().int().positive(),
        boxes: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(NEEDS_LIMITS.draftLinesMax),
});
export type NeedsDraft = z.infer<typeof needsDraftSchema>;

export const needsDraftResultSchema = z.object({ purchase_orders: z.array(purchaseOrderListItemSchema) });

/** PUT /api/purchasing/minimums/{productId}: the stock what to buy tops up to; 0 removes it. */
export const purchaseMinimumWriteSchema = z.object({
  min_units: z.number().int().min(0).max(PURCHASING_LIMITS.unitsMax),
});
export const purchaseMinimumSchema = z.object({ product_id: z.number().int(), min_units: z.number().int() });
export type PurchaseMinimum = z.infer<typeof purchaseMinimumSchema>;
