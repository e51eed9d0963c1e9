import { z } from './zod.js';
import { PRICE_LIST_SECTIONS, PRODUCT_CATEGORIES, PRODUCT_IMAGE, type ProductCategory } from './constants.js';
import { paginationSchema } from './envelope.js';
import { colourSchema, productFacetsSchema } from './categories.js';
import { countryCode } from './countries.js';
import { breakIssues, pricedFields } from './prices.js';
import { costFields } from './cost-fields.js';
import { MAX_PACKS, packSchema, packWriteSchema, type PackWrite } from './packs.js';

// The seven categories of before 0047, the first rows of the categories table (issue 36): the
// demo data and the calls of today name them by these slugs.
export { PRODUCT_CATEGORIES, type ProductCategory };

/** A category named by its slug ("roses") or its id ("12"), as the lists' `?category=` takes it. */
const categoryRef = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/);

/** An origin: an ISO 3166 alpha-2 code, or a country's name in either language, kept as its code. */
const originSchema = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((origin) => (origin ? (countryCode(origin) ?? origin) : null))
  .refine((origin) => origin === null || /^[A-Z]{2}$/.test(origin), { error: 'invalid' });

export const PRODUCT_UNITS = ['stem', 'bunch', 'box'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

// In constants.ts so that the pages can size pictures without loading zod.
export { PRODUCT_IMAGE };
export type ImageSize = keyof typeof PRODUCT_IMAGE.sizes;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * POST /api/products and PUT /api/products/{id} (API.md), before its one rule across fields
 * (productWriteSchema); the staff form extends it.
 */
export const productWriteObject = z.object({
  sku: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/),
  name_en: text(160),
  name_fr: text(160),
  description_en: optionalText(2000),
  description_fr: optionalText(2000),
  /** The category's id; or, as the calls of today write it, its slug (`category`). One is required. */
  category_id: z.number().int().positive().optional(),
  category: categoryRef.optional(),
  variety: optionalText(80),
  /** A colour of the list (GET /api/colours); or, as the calls of today write it, its English name (`color`). */
  colour_id: z.number().int().positive().nullish(),
  color: optionalText(40),
  grade: optionalText(40),
  length_cm: z.number().int().min(1).max(300).nullish(),
  stems_per_bunch: z.number().int().min(1).max(1000).nullish(),
  origin: originSchema,
  /**
   * The base unit stock is counted in and its stems (decision 052): a stem (1) when left out
   * with `packs`. Without `packs`, as the calls of today write it, the product is one pack of
   * this unit at `price_cents`.
   */
  unit: z.enum(PRODUCT_UNITS).optional(),
  stems_per_unit: z.number().int().min(1).max(1000).optional(),
  price_cents: z.number().int().min(0).max(10_000_000).optional(),
  /** The packs it is sold in (at least one active); a pack left out of a PUT is taken off. */
  packs: z.array(packWriteSchema).min(1).max(MAX_PACKS).optional(),
  fresh: z.boolean(),
  sections: z.array(z.enum(PRICE_LIST_SECTIONS)).max(PRICE_LIST_SECTIONS.length).default([]),
  active: z.boolean().default(true),
  low_stock_at: z.number().int().min(0).max(100_000).optional(),
});

export const productWriteSchema = productWriteObject.superRefine((p, ctx) => {
  if (!p.packs) {
    // The calls of today: one pack of the product's unit at its price.
    for (const field of ['unit', 'stems_per_unit', 'price_cents'] as const)
      if (p[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    return;
  }
  if (!p.packs.some((pack) => pack.active)) ctx.addIssue({ code: 'custom', path: ['packs'], message: 'invalid' });
  const ids = p.packs.map((pack) => pack.id).filter((id) => id !== undefined);
  p.packs.forEach((pack, i) => {
    if (pack.id !== undefined && ids.indexOf(pack.id) !== ids.lastIndexOf(pack.id))
      ctx.addIssue({ code: 'custom', path: ['packs', i, 'id'], message: 'invalid' });
    for (const j of breakIssues(pack.price_cents, pack.breaks ?? []))
      ctx.addIssue({ code: 'custom', path: ['packs', i, 'breaks', j, 'price_cents'], message: 'breakNotLower' });
  });
});
export type ProductWrite = z.infer<typeof productWriteSchema>;
export type ProductWriteForm = z.input<typeof productWriteSchema>;

/** The packs a product written is sold in: its `packs`, or one pack of its unit at its price. */
export function writtenPacks(p: ProductWrite): PackWrite[] {
  if (p.packs) return p.packs;
  return [{ kind: p.unit ?? 'stem', units: 1, price_cents: p.price_cents ?? 0, active: true }];
}

/** Image URLs by size, or null when the product has no image. */
export const imageUrlsSchema = z.object({ thumb: z.string(), card: z.string(), large: z.string() }).nullable();
export type ImageUrls = z.infer<typeof imageUrlsSchema>;

/** One of a product's pictures (issue 36, item 6), its id for removing and ordering it. */
export const productPictureSchema = z.object({
  id: z.number().int(),
  thumb: z.string(),
  card: z.string(),
  large: z.string(),
});
export type ProductPicture = z.infer<typeof productPictureSchema>;

/** PUT /api/products/{id}/pictures: every picture of the product, by id, in the new order. */
export const pictureOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(PRODUCT_IMAGE.maxPictures),
});
export type PictureOrder = z.infer<typeof pictureOrderSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  description_en: z.string().nullable(),
  description_fr: z.string().nullable(),
  /** The category's slug (the calls of today), its id and its names. */
  category: z.string(),
  category_id: z.number().int().nullable(),
  category_name_en: z.string(),
  category_name_fr: z.string(),
  variety: z.string().nullable(),
  /** The colour as typed before the list (its English name, lower case); `colour` is the list's row. */
  color: z.string().nullable(),
  colour_id: z.number().int().nullable(),
  colour: colourSchema.nullable(),
  grade: z.string().nullable(),
  length_cm: z.number().int().nullable(),
  stems_per_bunch: z.number().int().nullable(),
  /** ISO 3166 alpha-2 (an origin typed before 0047 and known to no country stays as typed). */
  origin: z.string().nullable(),
  /** The base unit stock is counted in (decision 052) and its stems. */
  unit: z.enum(PRODUCT_UNITS),
  stems_per_unit: z.number().int(),
  /** The price of the default pack (the cheapest active one); to a customer, theirs (decision 060). */
  price_cents: z.number().int(),
  /** To a customer: the default pack's list price and what gave `price_cents`. */
  ...pricedFields,
  /** The packs it is sold in, in their order (inactive ones too). */
  packs: z.array(packSchema),
  fresh: z.boolean(),
  sections: z.array(z.enum(PRICE_LIST_SECTIONS)),
  active: z.boolean(),
  on_hand: z.number().int(),
  low_stock_at: z.number().int(),
  arrived_on: z.string().nullable(),
  /** The instant stock last arrived (a receipt), any product; null when none was recorded. */
  arrived_at: z.string().nullable(),
  /** The cover: the first of `pictures` (cards, e-mails and the fresh list show it). */
  image: imageUrlsSchema,
  /** Up to PRODUCT_IMAGE.maxPictures pictures, in order, the cover first. */
  pictures: z.array(productPictureSchema),
  /** The price under an offer active today (GET /api/products and /api/products/{id}); null without one. */
  special_price_cents: z.number().int().nullable().optional(),
  /**
   * Owner and office only (issue 37 item 6, decision 063), absent for every other reader: what
   * the default pack (`price_cents`'s) costs now, its units at the landed cost of the lot the
   * next sale takes first, and `price_cents` less that; null while not known.
   */
  ...costFields,
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/{id}: staff may ask for a customer's prices (decision 060). */
export const productPriceQuerySchema = z.object({ customer_id: z.coerce.number().int().positive().optional() });

/** The widest `new=` filter of GET /api/products, in days. */
export const NEW_ARRIVAL_MAX_DAYS = 30;

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};

/** At most one page of ids, comma-separated (`ids=3,17,42`): the cart's products in one call. */
export const idListQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'invalid' })
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { error: 'invalid' });

/** GET /api/products: staff see inactive products too when they ask (`active=all`). */
export const productListQuerySchema = z.object({
  ...pageQuery,
  ids: idListQuery.optional(),
  search: z.string().trim().max(100).optional(),
  /** A category by slug or id; its children's products too. */
  category: categoryRef.optional(),
  colour: z.coerce.number().int().positive().optional(),
  length: z.coerce.number().int().min(1).max(300).optional(),
  origin: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((o) => o.toUpperCase())
    .optional(),
  /** Adds `data.facets`: the count of products beside each choice of each filter. */
  facets: z.enum(['true', 'false']).optional(),
  section: z.enum(PRICE_LIST_SECTIONS).optional(),
  active: z.enum(['active', 'inactive', 'all']).default('active'),
  /** Arrived in the last `new` business days, today the first (`new=1`: today's arrivals). */
  new: z.coerce.number().int().min(1).max(NEW_ARRIVAL_MAX_DAYS).optional(),
  /**
   * A search puts the best matches first (the pickers, Ctrl+K, the shop and the inventory list;
   * `relevance` says so); `name` sorts it by name; `arrival` by the last arrival, newest first
   * (never received last). Without a search, by name.
   */
  sort: z.enum(['name', 'relevance', 'arrival']).optional(),
  /** Staff: the prices of this customer (decision 060; the staff order form). Ignored for customers. */
  customer_id: z.coerce.number().int().positive().optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListParams = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
  facets: productFacetsSchema.optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

// ---------------------------------------------------------------- inventory

/** Reasons staff choose; the ordering issue adds its own (order, order edit, cancellation). */
export const MOVEMENT_REASONS = ['receipt', 'adjustment', 'return', 'loss'] as const;
export const LEDGER_REASONS = [...MOVEMENT_REASONS, 'order', 'order-edit', 'cancellation'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const movementWriteSchema = z
  .object({
    product_id: z.number().int().positive(),
    quantity: z
      .number()
      .int()
      .min(-100_000)
      .max(100_000)
      .refine((q) => q !== 0, { error: 'invalid' }),
    reason: z.enum(MOVEMENT_REASONS),
    note: z.string().trim().max(500).nullish(),
  })
  .refine((m) => m.reason !== 'receipt' || m.quantity > 0, { path: ['quantity'], error: 'invalid' })
  .refine((m) => m.reason !== 'loss' || m.quantity < 0, { path: ['quantity'], error: 'invalid' })
  .refine((m) => m.reason !== 'adjustment' || (m.note ?? '').length > 0, { path: ['note'], error: 'required' });
export type MovementWrite = z.infer<typeof movementWriteSchema>;

export const inventoryQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(100).optional(),
  category: categoryRef.optional(),
  low: z.enum(['true', 'false']).optional(),
  active: z.enum(['active', 'inactive', 'all']).default('active'),
});
export type InventoryQuery = z.input<typeof inventoryQuerySchema>;
export type InventoryParams = z.infer<typeof inventoryQuerySchema>;

/** One row of /admin/inventory: the product with its stock and the age of its fresh stock. */
export const inventoryItemSchema = productSchema.extend({ age_days: z.number().int().nullable() });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryListSchema = z.object({ items: z.array(inventoryItemSchema), pagination: paginationSchema });
export type InventoryList = z.infer<typeof inventoryListSchema>;

export const movementSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  note: z.string().nullable(),
  on_hand_after: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementListSchema = z.object({ movements: z.array(movementSchema), pagination: paginationSchema });
export type MovementList = z.infer<typeof movementListSchema>;

/** POST /api/inventory/receipts: a delivery of several products received in one go. */
export const receiptWriteSchema = z.object({
  lines: z
    .array(z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, { error: 'invalid' }),
  note: z.string().trim().max(500).nullish(),
});
export type ReceiptWrite = z.infer<typeof receiptWriteSchema>;
