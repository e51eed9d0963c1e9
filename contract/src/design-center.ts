import { z } from './zod.js';
import { DELIVERY_ZONES, DESIGN_CENTER_PAGE, LANGUAGES } from './constants.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { DELIVERY_METHODS, DESIGN_STATUSES, ORDER_STATUSES, orderSchema } from './orders.js';

/** SPEC §9: the design center pages from 1, 30 rows a page (DESIGN_CENTER_PAGE); at most this many. */
export const DESIGN_CENTER_MAX_LIMIT = 100;

/**
 * The orders whose lines the design center shows: confirmed or ready, holding their stock
 * (orders, and prebookings once converted), never credit notes. Pending web orders are not yet
 * accepted; delivered and cancelled ones have nothing left to prepare.
 */
export const DESIGN_CENTER_ORDER_STATUSES = [
  'confirmed',
  'ready',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/**
 * The `status` filter: a line's state (todo: neither complete nor on back-order) or its order's
 * design_status (SPEC §4).
 */
export const DESIGN_CENTER_FILTERS = ['todo', 'complete', 'back_order', 'not_designed', 'designed'] as const;
export type DesignCenterFilter = (typeof DESIGN_CENTER_FILTERS)[number];

/** A staff member's name may be this long (staffInviteSchema), and a designer is one. */
export const DESIGNER_NAME_MAX = 100;
export const BACK_ORDER_TEXT_MAX = 200;

/** GET /api/orders/design-center/items and /api/Orders/design-center/items-model. */
export const designCenterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DESIGN_CENTER_PAGE.page),
  limit: z.coerce.number().int().min(1).max(DESIGN_CENTER_MAX_LIMIT).default(DESIGN_CENTER_PAGE.limit),
  /** The delivery date; today in Montreal when absent. */
  date: isoDate.optional(),
  status: z.enum(DESIGN_CENTER_FILTERS).optional(),
  designer: z.string().trim().min(1).max(DESIGNER_NAME_MAX).optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  /** The delivery zone (delivery orders of that zone only). */
  delivery_zone: z.enum(DELIVERY_ZONES).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
});
export type DesignCenterQuery = z.input<typeof designCenterQuerySchema>;
export type DesignCenterParams = z.infer<typeof designCenterQuerySchema>;

/** SPEC §3's design-center row: one line of an order (table_id is the line's id). */
export const designCenterRowSchema = z.object({
  order_id: z.number().int(),
  table_id: z.number().int(),
  order_number: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  delivery_date: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit: z.string(),
  stems_per_unit: z.number().int(),
  quantity: z.number().int(),
  /** The line's designer; order_designer is the one set for the whole order. */
  designer: z.string().nullable(),
  order_designer: z.string().nullable(),
  complete_order: z.boolean(),
  back_order: z.boolean(),
  back_order_text: z.string(),
  design_status: z.enum(DESIGN_STATUSES),
});
export type DesignCenterRow = z.infer<typeof designCenterRowSchema>;

export const designCenterStatsSchema = z.object({
  totalOrders: z.number().int(),
  deliveryOrders: z.number().int(),
  pickupOrders: z.number().int(),
  designedOrders: z.number().int(),
});
export type DesignCenterStats = z.infer<typeof designCenterStatsSchema>;

/**
 * What to pull from the cooler: each product's quantity across the filtered orders, one row per
 * pack it was sold in (decision 052: `unit` and `stems_per_unit` are the pack's as on its lines,
 * `quantity` counts packs), with the product's total in its base unit beside it
 * (`base_quantity` of base units `base_unit`/`base_stems_per_unit`, the product's across its rows).
 */
export const productTotalSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  stems_per_unit: z.number().int(),
  /** The base units one pack of the row takes (1 for a product's own unit). */
  pack_units: z.number().int(),
  quantity: z.number().int(),
  complete_quantity: z.number().int(),
  orders: z.number().int(),
  base_unit: z.string(),
  base_stems_per_unit: z.number().int(),
  /** The product's quantity across all its rows, in its base unit. */
  base_quantity: z.number().int(),
});
export type ProductTotal = z.infer<typeof productTotalSchema>;

/** SPEC §3's design-center list response; items-model gives the productTotals alone. */
export const designCenterListSchema = z.object({
  date: z.string(),
  orders: z.array(designCenterRowSchema),
  stats: designCenterStatsSchema,
  pagination: paginationSchema,
  productTotals: z.array(productTotalSchema),
});
export type DesignCenterList = z.infer<typeof designCenterListSchema>;

export const designCenterTotalsSchema = z.object({ date: z.string(), productTotals: z.array(productTotalSchema) });
export type DesignCenterTotals = z.infer<typeof designCenterTotalsSchema>;

/** PUT /api/orders/{lineId}/designer: a designer of the list, or null to unassign. */
export const designerAssignSchema = z.object({
  designer: z
    .string({ error: 'required' })
    .trim()
    .max(DESIGNER_NAME_MAX, { error: 'tooLong' })
    .nullable()
    .transform((v) => (v ? v : null)),
  updateAll: z.boolean().default(false),
});
export type DesignerAssign = z.input<typeof designerAssignSchema>;

/**
 * PUT /api/orders/designer/complete-back/{lineId}: complete_order or back_order (setting one
 * true clears the other, SPEC §4); back_order_text defaults to '' (SPEC §5).
 */
export const completeBackSchema = z
  .object({
    complete_order: z.boolean().optional(),
    back_order: z.boolean().optional(),
    back_order_text: z.string().trim().max(BACK_ORDER_TEXT_MAX, { error: 'tooLong' }).optional(),
  })
  .refine((b) => b.complete_order !== undefined || b.back_order !== undefined, {
    path: ['complete_order'],
    error: 'required',
  })
  .refine((b) => !(b.complete_order === true && b.back_order === true), { path: ['back_order'], error: 'invalid' });
export type CompleteBack = z.input<typeof completeBackSchema>;

/** The reply of both line changes: the order, its rows as the design center shows them. */
export const designCenterChangeSchema = z.object({
  order: orderSchema,
  rows: z.array(designCenterRowSchema),
  allComplete: z.boolean(),
});
export type DesignCenterChange = z.infer<typeof designCenterChangeSchema>;

/** A designer: a staff member holding the designer role (docs/decisions/026-designers-are-staff.md). */
export const designerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type Designer = z.infer<typeof designerSchema>;

/**
 * GET /api/pick-list (and its PDF, and the date's packing slips): the design center's orders of
 * a delivery date (today in Montreal when absent), of one zone or pickup only when asked.
 */
export const pickListQuerySchema = z.object({
  date: isoDate.optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  delivery_zone: z.enum(DELIVERY_ZONES).optional(),
  /** The PDF's language; the staff member's when absent. */
  lang: z.enum(LANGUAGES).optional(),
});
export type PickListQuery = z.input<typeof pickListQuerySchema>;
export type PickListParams = z.infer<typeof pickListQuerySchema>;

/**
 * One pack of a product to pull from the cooler: the sum of its lines sold in that pack
 * (`unit`, `stems_per_unit` and `pack_units` as on the lines, decision 052; `quantity` counts
 * packs), and the product's figures in its base unit (`base_unit`, `base_stems_per_unit`): its
 * quantity across its packs, what is on hand, what is short (the same on each of its rows).
 */
export const pickListRowSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  /** The category's slug, and its name in the reader's language (issue 36: categories are rows). */
  category: z.string(),
  category_name: z.string(),
  name: z.string(),
  unit: z.string(),
  stems_per_unit: z.number().int(),
  /** The base units one pack of the row takes (1 for a product's own unit). */
  pack_units: z.number().int(),
  /** Packs of the row to pull. */
  quantity: z.number().int(),
  orders: z.number().int(),
  base_unit: z.string(),
  base_stems_per_unit: z.number().int(),
  /** The product's quantity across all its rows, in its base unit. */
  base_quantity: z.number().int(),
  /**
   * In the cooler for these orders, in base units: what their lines took from stock when placed
   * (it stays there until delivered) plus the stock no order holds.
   */
  on_hand: z.number().int(),
  /** max(0, base_quantity - on_hand): the back-orders the free stock cannot fill, in base units. */
  short: z.number().int(),
});
export type PickListRow = z.infer<typeof pickListRowSchema>;

/**
 * The rows by category (the tree's order: GET /api/categories), then by name in the reader's
 * language, a product's packs together, the largest first.
 */
export const pickListSchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  rows: z.array(pickListRowSchema),
});
export type PickList = z.infer<typeof pickListSchema>;
