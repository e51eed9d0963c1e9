import { z } from './zod.js';
import { MAX_LINE_QUANTITY } from './limits.js';

/**
 * PUT /api/customer/tickets/{id}: the florist changes the quantities of their pending web order
 * until the cutoff of its delivery day (issue 34, item 3). The lines are those of the order: a
 * product left out is taken off it, a product the order does not hold is refused (a new product
 * is a new order), and at least one line stays (to drop them all, the order is cancelled).
 */
export const customerOrderChangeSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY, { error: 'quantityTooHigh' }),
      }),
    )
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, { error: 'invalid' }),
});
export type CustomerOrderChange = z.infer<typeof customerOrderChangeSchema>;
