import { z } from './zod.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { orderRowSchema, orderSchema } from './orders.js';
import { creditOverrideSchema } from './receivables.js';

/** The prebooking screen's page size (server-paginated, from page 1). */
export const PREBOOKING_PAGE = { page: 1, limit: 25, maxLimit: 100 } as const;

const flag = z.enum(['true', 'false']).default('false');

/**
 * GET /api/prebooking: prebookings by delivery date (earliest first). Open ones only unless
 * asked: `include_converted` adds those already converted into orders, `include_cancelled`
 * those cancelled. `search` is an order number or part of the customer's name.
 */
export const prebookingListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(PREBOOKING_PAGE.page),
    limit: z.coerce.number().int().min(1).max(PREBOOKING_PAGE.maxLimit).default(PREBOOKING_PAGE.limit),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    customer_id: z.coerce.number().int().positive().optional(),
    search: z.string().trim().max(100).optional(),
    include_converted: flag,
    include_cancelled: flag,
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { path: ['date_to'], error: 'invalid' });
export type PrebookingListQuery = z.input<typeof prebookingListQuerySchema>;
export type PrebookingListParams = z.infer<typeof prebookingListQuerySchema>;

/**
 * A row of the list: the order's fields, whether it is converted, and `short_lines`: for an open
 * prebooking, its lines asking more than is on hand now (what converting now would back-order);
 * for a converted one, its lines on back-order.
 */
export const prebookingListItemSchema = orderRowSchema.extend({
  converted: z.boolean(),
  short_lines: z.number().int(),
});
export type PrebookingListItem = z.infer<typeof prebookingListItemSchema>;

export const prebookingListSchema = z.object({
  prebookings: z.array(prebookingListItemSchema),
  pagination: paginationSchema,
});
export type PrebookingList = z.infer<typeof prebookingListSchema>;

/** What converting would do to one line now: taken from stock, and the rest on back-order. */
export const prebookingStockLineSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  on_hand: z.number().int(),
  from_stock: z.number().int(),
  back_order: z.number().int(),
});
export type PrebookingStockLine = z.infer<typeof prebookingStockLineSchema>;

/** GET /api/prebooking/{id}: the prebooking, and for an open one what converting it now would take. */
export const prebookingDetailSchema = z.object({
  order: orderSchema,
  converted: z.boolean(),
  stock: z.array(prebookingStockLineSchema),
});
export type PrebookingDetail = z.infer<typeof prebookingDetailSchema>;

/**
 * PUT /api/prebooking/{id}: SPEC §4's flag. Setting update_inventory to true converts the
 * prebooking into a confirmed, invoiced order whose lines are taken from stock (the rest is
 * back-ordered); it cannot be set back.
 */
export const prebookingUpdateSchema = z.object({
  update_inventory: z.literal(true, { error: 'invalid' }),
  /** Takes the conversion past credit control, recorded with the staff member. */
  credit_override_reason: creditOverrideSchema.optional(),
});
export type PrebookingUpdate = z.infer<typeof prebookingUpdateSchema>;

/** The reply of a conversion: the order it became and its lines that went on back-order. */
export const prebookingConversionSchema = z.object({
  order: orderSchema,
  back_orders: z.array(prebookingStockLineSchema),
});
export type PrebookingConversion = z.infer<typeof prebookingConversionSchema>;
