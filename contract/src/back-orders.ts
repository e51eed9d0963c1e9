import { z } from './zod.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';

/**
 * Back-order fulfilment (issue 14, part 5): the lines of orders that took less from stock than
 * they asked for wait in a queue; when stock comes in, staff fill them (oldest first by
 * default) or cancel what is still open.
 */

/** GET /api/back-orders: the queue, by product then order date. */
export const backOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Words of the product's name (either language). */
  search: z.string().trim().max(100).optional(),
  product_id: z.coerce.number().int().positive().optional(),
  /** Ordered on or after / on or before these days. */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type BackOrderListParams = z.infer<typeof backOrderListQuerySchema>;

export const backOrderLineSchema = z.object({
  order_line_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  ordered_at: z.string(),
  delivery_date: z.string(),
  customer_id: z.number().int(),
  business_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** The pack the line was sold in (decision 052): its kind and stems; the quantities count it. */
  unit: z.string(),
  stems_per_unit: z.number().int(),
  /** The product's base units (those on_hand counts) in one of the line's packs: 120 for a box of 120 stems. */
  pack_units: z.number().int().positive(),
  quantity: z.number().int(),
  /** What is still waiting: the line's quantity less what it took from stock. */
  open_quantity: z.number().int(),
  invoiced: z.boolean(),
});
export type BackOrderLine = z.infer<typeof backOrderLineSchema>;

export const backOrderListSchema = z.object({ lines: z.array(backOrderLineSchema), pagination: paginationSchema });
export type BackOrderList = z.infer<typeof backOrderListSchema>;

/** GET /api/back-orders/products/:productId/allocation: what the product's stock can fill now. */
export const backOrderAllocationSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  on_hand: z.number().int(),
  /** Open back-orders of the product, oldest first, each with what the stock fills by default. */
  lines: z.array(backOrderLineSchema.extend({ proposed_quantity: z.number().int() })),
});
export type BackOrderAllocation = z.infer<typeof backOrderAllocationSchema>;

/** GET /api/back-orders/products?ids=1,2: open back-orders of these products (after a receipt). */
export const backOrderProductsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/)
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export const backOrderProductsSchema = z.object({
  products: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      on_hand: z.number().int(),
      line_count: z.number().int(),
      open_quantity: z.number().int(),
    }),
  ),
});
export type BackOrderProducts = z.infer<typeof backOrderProductsSchema>;

/** POST /api/back-orders/allocations: fill these lines of one product from its stock, at once. */
export const backOrderAllocateSchema = z.object({
  product_id: z.number().int().positive(),
  lines: z
    .array(z.object({ order_line_id: z.number().int().positive(), quantity: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.order_line_id)).size === lines.length, {
      message: 'Each line once',
    }),
});
export type BackOrderAllocate = z.infer<typeof backOrderAllocateSchema>;

export const backOrderAllocatedSchema = z.object({
  /** In the product's base units, as on_hand (a box of 120 filled is 120). */
  filled_quantity: z.number().int(),
  line_count: z.number().int(),
  on_hand: z.number().int(),
});
export type BackOrderAllocated = z.infer<typeof backOrderAllocatedSchema>;

/** POST /api/back-orders/:lineId/cancel: what the cancellation removed, and the credit note if any. */
export const backOrderCancelledSchema = z.object({
  order_id: z.number().int(),
  cancelled_quantity: z.number().int(),
  credit_note_number: z.string().nullable(),
});
export type BackOrderCancelled = z.infer<typeof backOrderCancelledSchema>;

/** GET /api/back-orders/orders/:orderId/fills: what was filled from stock or cancelled, when and by whom. */
export const backOrderFillSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['fill', 'cancel']),
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type BackOrderFill = z.infer<typeof backOrderFillSchema>;
export const backOrderFillsSchema = z.object({ fills: z.array(backOrderFillSchema) });
export type BackOrderFills = z.infer<typeof backOrderFillsSchema>;
