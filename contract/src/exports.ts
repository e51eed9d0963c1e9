import { z } from './zod.js';
import { LANGUAGES } from './constants.js';
import { isoDate } from './dates.js';

/**
 * The spreadsheets of /admin/export-excel (PRODUCT.md, Export), each at
 * GET /api/exports/{kind}.xlsx. What the date range means for each:
 * - orders, order-lines, product-totals: orders whose delivery date is in the range;
 * - payments: payments received in the range;
 * - customers: every customer (not archived), with their orders and invoiced total in the range;
 * - inventory: every product as it is now, with its stock movements in the range.
 */
export const EXPORT_KINDS = ['orders', 'order-lines', 'customers', 'payments', 'inventory', 'product-totals'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The longest range one file may cover: a full (leap) year. */
export const EXPORT_MAX_DAYS = 366;

/** How many days an inclusive range covers (2026-11-01 to 2026-11-30: 30). */
export const rangeDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The query of every export: an inclusive range of business days, and the headers' language.
 * The server also refuses a range longer than EXPORT_MAX_DAYS (with its own message).
 */
export const exportQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    /** The column headers' language; the staff member's language when absent. */
    lang: z.enum(LANGUAGES).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'invalid' });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const exportParamsSchema = z.object({ kind: z.enum(EXPORT_KINDS) });

/** The path of an export's file, as the web app links it. */
export const exportPath = (kind: ExportKind, query: ExportQuery) =>
  `/exports/${kind}.xlsx?from=${query.from}&to=${query.to}${query.lang ? `&lang=${query.lang}` : ''}`;
