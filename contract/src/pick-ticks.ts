import { z } from './zod.js';
import { DELIVERY_ZONES } from './constants.js';
import { isoDate } from './dates.js';
import { DELIVERY_METHODS } from './orders.js';

/**
 * Ticking the pick list off in the cooler (issue 34, item 9): a picker ticks a product's row of
 * a date's pick list (all orders, pickup only, or a zone) once it is pulled; the tick keeps the
 * quantity it was made for, so a row whose quantity changed since (an order added or edited)
 * shows as picked in part. Ticks are kept on the server: every picker sees the others'.
 */

/** GET /api/pick-list/ticks: the ticks of a date's list, as GET /api/pick-list names it. */
export const pickTicksQuerySchema = z.object({
  date: isoDate,
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  delivery_zone: z.enum(DELIVERY_ZONES).optional(),
});
export type PickTicksQuery = z.infer<typeof pickTicksQuerySchema>;

/**
 * Which row of the list: a product and the pack its lines were sold in (decision 052), as the
 * pick list's row names it. Left out, the product's own unit (a pack of 1 base unit).
 */
export const pickRowKeySchema = z.object({
  product_id: z.number().int().positive(),
  unit: z.string().max(20).optional(),
  stems_per_unit: z.number().int().min(1).max(1_000_000).optional(),
  pack_units: z.number().int().min(1).max(1_000_000).optional(),
});

/** A row ticked: the quantity it was ticked for, who ticked it and when. */
export const pickTickSchema = z.object({
  product_id: z.number().int(),
  unit: z.string(),
  stems_per_unit: z.number().int(),
  pack_units: z.number().int(),
  quantity: z.number().int(),
  ticked_by_name: z.string().nullable(),
  ticked_at: z.string(),
});
export type PickTick = z.infer<typeof pickTickSchema>;

export const pickTicksSchema = z.object({ ticks: z.array(pickTickSchema) });
export type PickTicks = z.infer<typeof pickTicksSchema>;

/** PUT /api/pick-list/ticks: a row ticked (for the quantity the picker saw) or unticked. */
export const pickTickUpdateSchema = pickTicksQuerySchema.extend(pickRowKeySchema.shape).extend({
  quantity: z.number().int().min(0).max(1_000_000),
  ticked: z.boolean(),
});
export type PickTickUpdate = z.infer<typeof pickTickUpdateSchema>;

/** Which list of the date a query names: '' every order, 'pickup', 'delivery', or a zone. */
export function pickListScope(query: Pick<PickTicksQuery, 'delivery_method' | 'delivery_zone'>): string {
  return query.delivery_zone ?? query.delivery_method ?? '';
}

/** A row's key as the list and its ticks both say it: product, pack kind, stems, base units. */
export function pickRowKey(row: { product_id: number; unit: string; stems_per_unit: number; pack_units: number }) {
  return `${row.product_id}:${row.unit}:${row.stems_per_unit}:${row.pack_units}`;
}
