import { z } from './zod.js';
import { PRICE_LIST_SECTIONS } from './constants.js';
import { isoDate } from './dates.js';

/** Upload limits (PRODUCT.md, Price lists; ARCHITECTURE.md, Server). */
export const PRICE_LIST_FILE = {
  maxBytes: 10 * 1024 * 1024,
  /** What an XLSX may inflate to: a larger archive is refused as a likely zip bomb. */
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 50,
  /**
   * Rows × columns of the table read: what the rows cost to keep, send and show. 100,000 holds
   * 10,000 products of 10 columns; a sheet past it is refused (413) as soon as it is read past it.
   */
  maxCells: 100_000,
  /** The reading worker's heap ceiling (MB): past it the worker dies alone and the file is refused (413). */
  maxReadMemoryMb: 64,
  /** Reading stops after this long; the reader runs in a worker that is then stopped. */
  maxParseMs: 5_000,
  types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
} as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(isoDate.nullable())
  .optional();

const priceListFieldShape = {
  title_en: z.string().trim().min(1).max(160),
  title_fr: z.string().trim().min(1).max(160),
  section: z.enum(PRICE_LIST_SECTIONS),
  valid_from: optionalDate,
  valid_to: optionalDate,
};
const validityInOrder = (p: { valid_from?: string | null; valid_to?: string | null }) =>
  !p.valid_from || !p.valid_to || p.valid_from <= p.valid_to;

/** POST /api/pricelists: multipart text fields (API.md) beside the `file`, which is required. */
export const priceListFieldsSchema = z
  .object({ ...priceListFieldShape, published: flag.default(false) })
  .refine(validityInOrder, { path: ['valid_to'], error: 'invalid' });
export type PriceListFields = z.infer<typeof priceListFieldsSchema>;
/** What the web form holds before it becomes multipart fields. */
export type PriceListForm = z.input<typeof priceListFieldsSchema>;

/**
 * PUT /api/pricelists/{id}: every field may be left out (it keeps its value), the file too (the
 * old one stays). The order of the validity dates is checked against the stored ones too.
 */
export const priceListUpdateFieldsSchema = z
  .object({
    title_en: priceListFieldShape.title_en.optional(),
    title_fr: priceListFieldShape.title_fr.optional(),
    section: priceListFieldShape.section.optional(),
    valid_from: optionalDate,
    valid_to: optionalDate,
    published: flag.optional(),
  })
  .refine(validityInOrder, { path: ['valid_to'], error: 'invalid' });
export type PriceListUpdateFields = z.infer<typeof priceListUpdateFieldsSchema>;

/** A cell read from a spreadsheet: text, a number (formulas give their cached result), or empty. */
export const priceListCellSchema = z.union([z.string(), z.number(), z.null()]);
export type PriceListCell = z.infer<typeof priceListCellSchema>;

export const priceListRowsSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(priceListCellSchema)),
});
export type PriceListRows = z.infer<typeof priceListRowsSchema>;

export const priceListSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  section: z.enum(PRICE_LIST_SECTIONS),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  published: z.boolean(),
  file: z.object({ name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  row_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** GET /api/pricelists/{id}: the list with the rows read from its file (null for a PDF). */
export const priceListDetailSchema = priceListSchema.extend({ rows: priceListRowsSchema.nullable() });
export type PriceListDetail = z.infer<typeof priceListDetailSchema>;

/** GET /api/pricelists and DELETE's reply (SPEC §7: data.pricelists). */
export const priceListsReplySchema = z.object({ pricelists: z.array(priceListSchema) });
export type PriceListsReply = z.infer<typeof priceListsReplySchema>;
