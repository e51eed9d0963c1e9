import { COUNTRY_CODES } from './countries.js';
import { paginationSchema } from './envelope.js';
import { z } from './zod.js';

/**
 * Buying from farms (issue 37; API.md "Buying"; docs/decisions/053-purchase-orders.md): the
 * suppliers the shop buys from and the products each one sells it, for the owner and the office.
 */

export const CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PURCHASING_LIMITS = { nameMax: 120, textMax: 200, notesMax: 2000, leadTimeMax: 120, unitsMax: 100_000 };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/suppliers and PUT /api/suppliers/{id}. */
export const supplierWriteSchema = z.object({
  name: z.string().trim().min(1).max(PURCHASING_LIMITS.nameMax),
  /** ISO 3166 alpha-2 (CA, CO, EC, NL...). */
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => COUNTRY_CODES.includes(v), { error: 'invalid' }),
  /** A Canadian province's code: a grower in Quebec (QC) gets its purchase orders in French. */
  province: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'invalid' })
    .transform((v) => v.toUpperCase())
    .nullish()
    .transform((v) => v ?? null),
  currency: z.enum(CURRENCIES),
  contact: optionalText(PURCHASING_LIMITS.textMax),
  email: z.email().max(254),
  phone: optionalText(40),
  lead_time_days: z.number().int().min(0).max(PURCHASING_LIMITS.leadTimeMax),
  payment_terms: optionalText(PURCHASING_LIMITS.textMax),
  notes: optionalText(PURCHASING_LIMITS.notesMax),
  active: z.boolean().default(true),
});
export type SupplierWrite = z.infer<typeof supplierWriteSchema>;
export type SupplierInput = z.input<typeof supplierWriteSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  province: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  contact: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  lead_time_days: z.number().int(),
  payment_terms: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  /** The language its purchase orders are written in: French for a grower in Quebec. */
  language: z.enum(['en', 'fr']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** GET /api/suppliers: by name, active ones unless `active=all|false`. */
export const supplierListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema), pagination: paginationSchema });

/** A product a supplier sells the shop: its code there, the units a box holds, the last cost per unit. */
export const supplierProductSchema = z.object({
  supplier_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  supplier_code: z.string().nullable(),
  /** In the product's stock unit (stems for a product sold by the stem). */
  units_per_box: z.number().int(),
  /** Per unit, in the supplier's currency; null before a first purchase. */
  last_cost_cents: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  updated_at: z.string(),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

/** PUT /api/suppliers/{id}/products/{productId}: adds or changes the link. */
export const supplierProductWriteSchema = z.object({
  supplier_code: optionalText(60),
  units_per_box: z.number().int().min(1).max(PURCHASING_LIMITS.unitsMax),
  last_cost_cents: z.number().int().min(0).max(100_000_000).nullish(),
});
export type SupplierProductWrite = z.infer<typeof supplierProductWriteSchema>;

export const supplierProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const supplierProductListSchema = z.object({
  products: z.array(supplierProductSchema),
  pagination: paginationSchema,
});

/** Which language a supplier's documents are in. */
export function supplierLanguage(s: { country: string; province: string | null }): 'en' | 'fr' {
  return s.country === 'CA' && s.province === 'QC' ? 'fr' : 'en';
}
