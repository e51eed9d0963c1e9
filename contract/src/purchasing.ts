import { COUNTRY_CODES } from './countries.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { z } from './zod.js';

/**
 * Buying from farms (issue 37; API.md "Buying"; docs/decisions/053-purchase-orders.md): the
 * suppliers the shop buys from and the products each one sells it, for the owner and the office.
 */

export const CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PURCHASING_LIMITS = {
  nameMax: 120,
  textMax: 200,
  notesMax: 2000,
  leadTimeMax: 120,
  unitsMax: 100_000,
  rateMax: 10_000,
};

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
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: 'invalid' })
    .nullish()
    .transform((v) => (v ? v : null)),
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

// ---- Purchase orders (issue 37 item 3; decision 053)

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'shipped',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const purchaseOrderLineWriteSchema = z.object({
  product_id: z.number().int().positive(),
  /** A pack of the product (issue 36), once packs exist; kept as given. */
  pack_id: z.number().int().positive().nullish(),
  boxes: z.number().int().min(1).max(10_000),
  /** In the product's stock unit (stems for a product sold by the stem). */
  units_per_box: z.number().int().min(1).max(PURCHASING_LIMITS.unitsMax),
  /** Per unit, in the supplier's currency. */
  unit_cost_cents: z.number().int().min(0).max(100_000_000),
  /** The supplier's currency, when given: another one is refused. */
  currency: z.enum(CURRENCIES).optional(),
});

/** The rate's precision: six decimals (1.351234). */
export const rateToE6 = (rate: number) => Math.round(rate * 1_000_000);

/** An exchange rate (decision 062): CAD per unit of the order's currency, > 0, six decimals at most. */
export const exchangeRateSchema = z
  .number()
  .gt(0)
  .max(PURCHASING_LIMITS.rateMax)
  .refine((v) => Math.abs(rateToE6(v) / 1_000_000 - v) < 1e-9 && rateToE6(v) > 0, { error: 'invalid' });

/** POST /api/purchase-orders and PUT /api/purchase-orders/{id} (a draft only). */
export const purchaseOrderWriteSchema = z.object({
  supplier_id: z.number().int().positive(),
  arrival_date: isoDate,
  notes: optionalText(PURCHASING_LIMITS.notesMax),
  /**
   * The rate of the day, when known at drafting (decision 062; else PUT …/exchange-rate later):
   * a CAD order's is 1; on PUT, left out keeps the draft's, null takes it off.
   */
  exchange_rate: exchangeRateSchema.nullish(),
  lines: z.array(purchaseOrderLineWriteSchema).min(1).max(200),
});
export type PurchaseOrderWrite = z.infer<typeof purchaseOrderWriteSchema>;
export type PurchaseOrderInput = z.input<typeof purchaseOrderWriteSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  pack_id: z.number().int().nullable(),
  boxes: z.number().int(),
  units_per_box: z.number().int(),
  ordered_units: z.number().int(),
  /** What the supplier confirmed; null before it did (all of it is then expected). */
  confirmed_units: z.number().int().nullable(),
  /** Units received so far, damaged ones included. */
  received_units: z.number().int(),
  damaged_units: z.number().int(),
  /** Still expected: confirmed (or ordered) − received; 0 once all came or more. */
  open_units: z.number().int(),
  unit_cost_cents: z.number().int(),
  line_total_cents: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  currency: z.enum(CURRENCIES),
  arrival_date: z.string(),
  notes: z.string().nullable(),
  shipping_kind: z.enum(['air', 'truck']).nullable(),
  shipping_reference: z.string().nullable(),
  /** CAD per unit of the order's currency, as typed (decision 062): 1 for a CAD order, null until typed. */
  exchange_rate: z.number().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  boxes: z.number().int(),
  total_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderListItemSchema = purchaseOrderSchema.pick({
  id: true,
  number: true,
  supplier_id: true,
  supplier_name: true,
  status: true,
  currency: true,
  arrival_date: true,
  created_at: true,
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;

/** GET /api/purchase-orders: newest first, by status and supplier. */
export const purchaseOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  supplier_id: z.coerce.number().int().positive().optional(),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderListSchema = z.object({
  purchase_orders: z.array(purchaseOrderListItemSchema),
  pagination: paginationSchema,
});

/** POST /api/purchase-orders/{id}/confirm: what the supplier confirmed, per line; a line not named is confirmed in full. */
export const purchaseOrderConfirmSchema = z.object({
  lines: z
    .array(z.object({ line_id: z.number().int().positive(), units: z.number().int().min(0).max(10_000_000) }))
    .max(200)
    .default([]),
});
export type PurchaseOrderConfirm = z.infer<typeof purchaseOrderConfirmSchema>;

/** POST /api/purchase-orders/{id}/ship: by air (its air waybill) or by truck (its reference). */
export const purchaseOrderShipSchema = z.object({
  kind: z.enum(['air', 'truck']),
  reference: z.string().trim().min(1).max(60),
});
export type PurchaseOrderShip = z.infer<typeof purchaseOrderShipSchema>;

/**
 * POST /api/purchase-orders/{id}/receive: per line, the units that came (damaged ones included)
 * and, of them, the damaged ones, which do not enter stock; more than is still expected needs a reason.
 */
export const purchaseOrderReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: z.number().int().positive(),
        boxes: z.number().int().min(0).max(10_000).nullish(),
        units: z.number().int().min(0).max(10_000_000),
        damaged_units: z.number().int().min(0).max(10_000_000).default(0),
        reason: optionalText(PURCHASING_LIMITS.textMax),
      }),
    )
    .min(1)
    .max(200),
});
export type PurchaseOrderReceive = z.infer<typeof purchaseOrderReceiveSchema>;
export type PurchaseOrderReceiveInput = z.input<typeof purchaseOrderReceiveSchema>;

/** The order's number as people say it. */
export const purchaseOrderNumber = (id: number) => `PO-${String(id).padStart(5, '0')}`;
