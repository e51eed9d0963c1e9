import { z } from './zod.js';
import { isoDate } from './dates.js';

/**
 * Closed days (issue 38, item 3; API.md "Standing orders and prices"): the days the shop delivers
 * nothing (holidays, inventory days), named in both languages. No order, prebooking or standing
 * order is delivered or picked up on one; the delivery-date pickers and the cutoff skip them.
 */
const dayName = z.string().trim().min(1).max(80);

export const closedDayWriteSchema = z.object({ date: isoDate, name_en: dayName, name_fr: dayName });
export type ClosedDayWrite = z.infer<typeof closedDayWriteSchema>;

/**
 * POST /api/closed-days: a day that already has orders for delivery is refused (409
 * CLOSED_DAY_HAS_ORDERS, saying how many) unless `confirm_orders` says staff close it anyway;
 * those orders keep their date, for staff to move or cancel.
 */
export const closedDayCreateSchema = closedDayWriteSchema.extend({ confirm_orders: z.boolean().optional() });
export type ClosedDayCreate = z.infer<typeof closedDayCreateSchema>;
/** The reply to POST: the day, and how many orders are still for delivery on it. */
export const closedDayCreatedSchema = z.object({ closed_day: closedDayWriteSchema, orders_on_day: z.number().int() });

/** PUT /api/closed-days/{date}: its names (the date is the key). */
export const closedDayNamesSchema = closedDayWriteSchema.omit({ date: true });

export const closedDaySchema = closedDayWriteSchema;
export type ClosedDay = z.infer<typeof closedDaySchema>;

export const closedDayParamsSchema = z.object({ date: isoDate });

/** GET /api/closed-days?from=&to= (a year at most; from today on a year when not given). */
export const closedDaysQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });

export const closedDaysListSchema = z.object({ closed_days: z.array(closedDaySchema) });
export type ClosedDaysList = z.infer<typeof closedDaysListSchema>;

/** How far apart from and to may be (days). */
export const CLOSED_DAYS_MAX_RANGE = 400;
