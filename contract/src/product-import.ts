import { z } from './zod.js';
import { PRICE_LIST_FILE } from './price-lists.js';

/**
 * The catalogue's bulk import and export (issue 36, item 4): one row per pack, every field, the
 * header row naming each column by its key (the same in both languages, so a file exported in
 * French is imported as one in English). A product's fields are read from its first row.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'name_en',
  'name_fr',
  'description_en',
  'description_fr',
  'category',
  'colour',
  'variety',
  'grade',
  'length_cm',
  'stems_per_bunch',
  'origin',
  'unit',
  'stems_per_unit',
  'fresh',
  'active',
  'sections',
  'low_stock_at',
  'pack_id',
  'pack_kind',
  'pack_units',
  'pack_price',
  'pack_active',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/**
 * The upload's limits: a price list's (size, inflated size, rows, columns, the reader's heap and
 * deadline, read in the same worker), XLSX only, and room for 10,000 packs of every column.
 */
export const CATALOGUE_FILE = {
  maxBytes: PRICE_LIST_FILE.maxBytes,
  maxInflatedBytes: PRICE_LIST_FILE.maxInflatedBytes,
  maxRows: PRICE_LIST_FILE.maxRows,
  maxColumns: PRICE_LIST_FILE.maxColumns,
  maxCells: 10_000 * CATALOGUE_COLUMNS.length,
  maxReadMemoryMb: PRICE_LIST_FILE.maxReadMemoryMb,
  maxParseMs: PRICE_LIST_FILE.maxParseMs,
  /** XLSX, or CSV (UTF-8 text named .csv, the same columns in its first row). */
  types: [PRICE_LIST_FILE.types[1], PRICE_LIST_FILE.types[2]],
} as const;

export const catalogueImportQuerySchema = z.object({
  apply: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const catalogueImportReplySchema = z.object({
  /** New products, by the row of their first pack. */
  created: z.array(z.object({ row: z.number().int(), sku: z.string(), name_en: z.string(), packs: z.number().int() })),
  /** Products changed, each field with its value before and after (a pack's as pack_N_field). */
  changed: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      name_en: z.string(),
      fields: z.array(z.object({ field: z.string(), old: value, new: value })),
    }),
  ),
  unchanged: z.number().int(),
  /** Rows refused (1-based, the header is row 1), the column, why: nothing is applied while any is. */
  rejected: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  applied: z.boolean(),
});
export type CatalogueImportReply = z.infer<typeof catalogueImportReplySchema>;
