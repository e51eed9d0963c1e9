import { z } from './zod.js';
import { DELIVERY_ZONES } from './constants.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { MAX_LINE_QUANTITY } from './limits.js';
import { DELIVERY_METHODS } from './orders.js';
import { PRICE_SOURCES } from './price-rules.js';

/**
 * Standing orders (issue 38, items 1 and 2; API.md "Standing orders and prices"): the same lines
 * every N weeks on chosen weekdays (1 Monday … 6 Saturday), or on chosen dates, from a start to
 * an optional end. Each occurrence becomes an ordinary pending order `lead_days` before its
 * delivery date; one on a closed day moves to the open day before or after (`closed_day_shift`).
 * A line is a product in one of its packs (`pack_id`; left out: the product's cheapest active
 * pack, as an order line), carried into the order each occurrence makes.
 */
export const STANDING_ORDER_STATUSES = ['active', 'paused', 'ended'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];
export const CLOSED_DAY_SHIFTS = ['before', 'after'] as const;
export const OCCURRENCE_STATUSES = ['planned', 'skipped', 'ordered', 'failed'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

/** The most days before its delivery an occurrence may become an order. */
export const MAX_LEAD_DAYS = 14;

const lineSchema = z.object({
  product_id: z.number().int().positive(),
  pack_id: z.number().int().positive().nullish(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY, { error: 'quantityTooHigh' }),
});

const distinct = (values: readonly (string | number)[]) => new Set(values).size === values.length;
/** A line's key: its product and pack (one line per product and pack). */
export const standingLineKey = (l: { product_id: number; pack_id?: number | null | undefined }) =>
  `${l.product_id}:${l.pack_id ?? ''}`;

const fields = {
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_zone: z.enum(DELIVERY_ZONES).nullish(),
  lines: z
    .array(lineSchema)
    .min(1)
    .max(100)
    .refine((lines) => distinct(lines.map(standingLineKey)), { error: 'invalid' }),
  every_weeks: z.number().int().min(1).max(12).default(1),
  /** 1 Monday … 6 Saturday: no delivery on Sundays. Empty when `dates` are given. */
  weekdays: z.array(z.number().int().min(1).max(6)).max(6).refine(distinct, { error: 'invalid' }).default([]),
  /** Chosen dates instead of a weekly rhythm. */
  dates: z.array(isoDate).max(60).refine(distinct, { error: 'invalid' }).default([]),
  starts_on: isoDate,
  ends_on: isoDate.nullish(),
  lead_days: z.number().int().min(0).max(MAX_LEAD_DAYS).default(2),
  closed_day_shift: z.enum(CLOSED_DAY_SHIFTS).default('before'),
  status: z.enum(['active', 'paused']).default('active'),
  notes: z.string().trim().max(500).nullish(),
};

type Recurrence = {
  delivery_method: string;
  delivery_zone?: string | null | undefined;
  weekdays: number[];
  dates: string[];
  starts_on: string;
  ends_on?: string | null | undefined;
};

/** A zone for a delivery; weekdays or dates, not both nor neither; an end not before the start. */
function checkRecurrence(o: Recurrence, ctx: z.RefinementCtx): void {
  if (o.delivery_method === 'delivery' && !o.delivery_zone)
    ctx.addIssue({ code: 'custom', path: ['delivery_zone'], message: 'required' });
  if (o.weekdays.length > 0 === o.dates.length > 0)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'required' });
  if (o.ends_on && o.ends_on < o.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'invalid' });
}

/** POST/PUT /api/customer/standing-orders[/{id}]: the florist's own (no customer_id). */
export const ownStandingOrderWriteSchema = z.object(fields).superRefine(checkRecurrence);
export type OwnStandingOrderWrite = z.infer<typeof ownStandingOrderWriteSchema>;

/** POST/PUT /api/standing-orders[/{id}] (staff): for a customer. */
export const standingOrderWriteSchema = z
  .object({ customer_id: z.number().int().positive(), ...fields })
  .superRefine(checkRecurrence);
export type StandingOrderWrite = z.infer<typeof standingOrderWriteSchema>;

export const standingOrderSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_zone: z.string().nullable(),
  lines: z.array(
    lineSchema.extend({
      pack_id: z.number().int().nullable(),
      name_en: z.string(),
      name_fr: z.string(),
      unit: z.string(),
      /** The pack's kind and size (null: no pack chosen, the cheapest active one is ordered). */
      pack_kind: z.enum(['stem', 'bunch', 'box']).nullable(),
      pack_units: z.number().int().nullable(),
      /** The stems in the pack, as the catalogue says its size (its units × the stems of one base unit). */
      pack_stems: z.number().int().nullable(),
      /** The customer's price of one pack at the line's quantity (decision 060), the list's, and what gave it. */
      price_cents: z.number().int(),
      list_price_cents: z.number().int(),
      price_source: z.enum(PRICE_SOURCES),
    }),
  ),
  every_weeks: z.number().int(),
  weekdays: z.array(z.number().int()),
  dates: z.array(z.string()),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  lead_days: z.number().int(),
  closed_day_shift: z.enum(CLOSED_DAY_SHIFTS),
  status: z.enum(STANDING_ORDER_STATUSES),
  notes: z.string().nullable(),
  /** The next occurrence not yet an order nor skipped, if any. */
  next_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

export const standingOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  customer_id: z.coerce.number().int().positive().optional(),
  status: z.enum(STANDING_ORDER_STATUSES).optional(),
});

export const standingOrderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const skipOccurrenceSchema = z.object({ date: isoDate });
export const occurrencesQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/** A line of one occurrence: the standing order's product and pack, this time's quantity (0: none). */
export const occurrenceLineSchema = z.object({
  product_id: z.number().int().positive(),
  pack_id: z.number().int().positive().nullable(),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY, { error: 'quantityTooHigh' }),
});
export type OccurrenceLine = z.infer<typeof occurrenceLineSchema>;

/**
 * PUT /api/standing-orders/{id}/occurrences/{date} (and the florist's own): the quantities of
 * that one occurrence until it becomes an order (409 after), one per line of the standing order;
 * at least one above 0 (to order nothing, skip it).
 */
export const occurrenceChangeSchema = z.object({
  lines: z
    .array(occurrenceLineSchema)
    .min(1)
    .max(100)
    .refine((lines) => distinct(lines.map(standingLineKey)), { error: 'invalid' })
    .refine((lines) => lines.some((l) => l.quantity > 0), { error: 'required' }),
});
export type OccurrenceChange = z.infer<typeof occurrenceChangeSchema>;
export const occurrenceParamsSchema = z.object({ id: z.coerce.number().int().positive(), date: isoDate });

/** GET/PUT /api/customer/standing-orders/reminders: the e-mail the day before an occurrence becomes an order. */
export const standingReminderSettingSchema = z.object({ enabled: z.boolean() });
export type StandingReminderSetting = z.infer<typeof standingReminderSettingSchema>;

/**
 * One occurrence: `date` is its day by the recurrence (the key of a skip), `delivery_date` the
 * day it is delivered (another when `date` is a closed day: `moved_for` names the closed day).
 */
export const occurrenceSchema = z.object({
  date: z.string(),
  delivery_date: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  order_id: z.number().int().nullable(),
  /** The day an order is made of it. */
  orders_on: z.string(),
  moved_for: z.object({ name_en: z.string(), name_fr: z.string() }).nullable(),
  /**
   * This occurrence's own quantities when changed (PUT …/occurrences/{date}), else null: the
   * standing order's lines are ordered.
   */
  lines: z.array(occurrenceLineSchema).nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
export const occurrencesSchema = z.object({ occurrences: z.array(occurrenceSchema) });

export const standingOrderListSchema = z.object({
  standing_orders: z.array(standingOrderSchema),
  pagination: paginationSchema,
});
export type StandingOrderList = z.infer<typeof standingOrderListSchema>;
