import { z } from './zod.js';
import { isoDate } from './dates.js';
import { LINE_REASONS } from './claims.js';
import { ORDER_SOURCES } from './orders.js';

/**
 * The owner's dashboard (issue 39; API.md "Dashboard and books"): the business over a period
 * against the same period a year before, every figure a sum of the list it links to.
 */

/** The longest range the dashboard sums: three years (a longer one is 400). */
export const DASHBOARD_MAX_YEARS = 3;

/** The day `years` years after `day` (29 February goes to 28 February, as a year before does). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** GET /api/dashboard: `from` and `to` (both days counted) default to today. */
export const dashboardQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    compare: z.enum(['previous-year']).default('previous-year'),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], error: 'invalid' })
  .refine((q) => !q.from || !q.to || q.to < addYears(q.from, DASHBOARD_MAX_YEARS), {
    path: ['to'],
    error: 'invalid',
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;
export type DashboardParams = z.infer<typeof dashboardQuerySchema>;

/** The age of fresh stock on hand, in days since it arrived. */
export const STOCK_AGE_BUCKETS = ['d0_1', 'd2_3', 'd4_7', 'over_7', 'unknown'] as const;
export type StockAgeBucket = (typeof STOCK_AGE_BUCKETS)[number];

/** The receivables' buckets, by days past due (the aging's). */
export const RECEIVABLE_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

const cents = z.number().int();
const count = z.number().int().min(0);

export const dashboardPeriodSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Orders delivered in the period, not cancelled (credit notes count against them), before taxes. */
  sales_cents: cents,
  orders: count,
  average_order_cents: cents,
  /** Not known until buying records what the flowers cost: null. */
  margin_cents: cents.nullable(),
  margin_percent: z.number().nullable(),
  orders_by_source: z.array(z.object({ source: z.enum(ORDER_SOURCES), orders: count, sales_cents: cents })),
  /** Losses written off in the period, at the products' list price. */
  shrink_cents: cents,
  shrink_by_category: z.array(
    /** The category's slug. */
    z.object({ category: z.string(), units: count, value_cents: cents }),
  ),
  /** Claimed lines of the claims made in the period, by the reason the customer gave. */
  claims_by_reason: z.array(z.object({ reason: z.enum(LINE_REASONS), claims: count, units: count })),
  /**
   * Claims made in the period with a line whose product came from the supplier: the supplier of
   * its latest receipt before the claim, else the first linked to it (a claim of two farms counts
   * for both). Most claims first. Never null since buying names suppliers (kept nullable for clients).
   */
  claims_by_supplier: z
    .array(z.object({ supplier_id: z.number().int(), name: z.string(), claims: count }))
    .nullable(),
  /** What customers owe at the end of the period, by days past due. */
  receivables: z.object({
    as_of: isoDate,
    buckets: z.array(z.object({ bucket: z.enum(RECEIVABLE_BUCKETS), cents })),
    total_cents: cents,
  }),
  top_products: z.array(
    z.object({ product_id: z.number().int(), name_en: z.string(), name_fr: z.string(), quantity: count, sales_cents: cents }),
  ),
  top_customers: z.array(
    z.object({ customer_id: z.number().int(), business_name: z.string(), orders: count, sales_cents: cents }),
  ),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardSchema = dashboardPeriodSchema.extend({
  /** Fresh stock on hand now, by days since it arrived (only today's picture: no year before). */
  stock_by_age: z.array(z.object({ bucket: z.enum(STOCK_AGE_BUCKETS), units: count, value_cents: cents })),
  compare: dashboardPeriodSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The figures that download as XLSX: GET /api/dashboard/{figure}.xlsx. */
export const DASHBOARD_FIGURES = [
  'sales',
  'orders_by_source',
  'shrink_by_category',
  'claims_by_reason',
  'claims_by_supplier',
  'receivables',
  'stock_by_age',
  'top_products',
  'top_customers',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];
