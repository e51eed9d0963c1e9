import { z } from './zod.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { addYears, DASHBOARD_MAX_YEARS } from './dashboard.js';

/**
 * Margins (issue 37 item 6; API.md "Buying"; decision 063): what each order line cost, first in
 * first out over the received lots, and what the sales earned. Owner and office only: no other
 * role, and no customer, ever reads a cost.
 */

export const MARGIN_GROUPS = ['product', 'category', 'customer', 'supplier'] as const;
export type MarginGroupBy = (typeof MARGIN_GROUPS)[number];

/** GET /api/reports/margin?from=&to=&by=: orders delivered from `from` to `to` (both counted), at most 3 years. */
export const marginReportQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    by: z.enum(MARGIN_GROUPS).default('product'),
    /** Only this customer's orders (a customer's margin), or only this product's lines. */
    customer_id: z.coerce.number().int().positive().optional(),
    product_id: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], error: 'invalid' })
  .refine((q) => q.to < addYears(q.from, DASHBOARD_MAX_YEARS), { path: ['to'], error: 'invalid' });
export type MarginReportQuery = z.input<typeof marginReportQuerySchema>;
export type MarginReportParams = z.infer<typeof marginReportQuerySchema>;

/**
 * Sums over a set of order lines. `cost_cents` and `margin_cents` count the lines whose cost is
 * known (`costed_sales_cents` is what those lines sold); `unknown_lines` is how many are not
 * (a line not all from stock, or of stock no received lot covered and never received).
 * `margin_percent`: margin ÷ costed sales × 100, to one decimal; null with no costed sale.
 */
export const marginFiguresSchema = z.object({
  lines: z.number().int(),
  sales_cents: z.number().int(),
  costed_sales_cents: z.number().int(),
  cost_cents: z.number().int(),
  margin_cents: z.number().int(),
  margin_percent: z.number().nullable(),
  unknown_lines: z.number().int(),
});
export type MarginFigures = z.infer<typeof marginFiguresSchema>;

export const marginGroupSchema = marginFiguresSchema.extend({
  /** The product, category, customer or supplier id; null: no category, or no supplier (no lot). */
  id: z.number().int().nullable(),
  name_en: z.string().nullable(),
  name_fr: z.string().nullable(),
});
export type MarginGroup = z.infer<typeof marginGroupSchema>;

export const marginReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(MARGIN_GROUPS),
  totals: marginFiguresSchema,
  groups: z.array(marginGroupSchema),
  pagination: paginationSchema,
});
export type MarginReport = z.infer<typeof marginReportSchema>;

/** A line's or an order's cost and margin (owner and office only); null: not known (decision 063). */
export const costFieldsSchema = z.object({
  cost_cents: z.number().int().nullable(),
  margin_cents: z.number().int().nullable(),
});
export type CostFields = z.infer<typeof costFieldsSchema>;

/** The names of every field that carries a cost: none of them reaches a customer or another role. */
export const COST_FIELDS = [
  'cost_cents',
  'margin_cents',
  'margin_percent',
  'costed_sales_cents',
  'unit_cost_cents',
  'landed_unit_cost_cents',
] as const;
