import { z } from './zod.js';
import { DELIVERY_ZONES, LANGUAGES } from './constants.js';
import { isoDate } from './dates.js';

/**
 * Delivery runs and the driver's page (issue 14, parts 3 and 4): a date's delivery orders in
 * runs (by zone), each run a driver and its stops in order; the driver marks a stop delivered
 * with the recipient's name and a drawn signature or a photo, or not delivered with a reason.
 */

export const STOP_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type StopStatus = (typeof STOP_STATUSES)[number];

/** GET /api/deliveries?date= (default today in Montreal); the run sheet adds ?lang=. */
export const deliveryDayQuerySchema = z.object({
  date: isoDate.optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type DeliveryDayParams = z.infer<typeof deliveryDayQuerySchema>;

/** An order of the date as a stop (or a pickup, or an order in no run yet). */
export const deliveryOrderSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.string(),
  delivery_method: z.enum(['pickup', 'delivery']),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  business_name: z.string(),
  address: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  lines: z.number().int(),
  /** The chosen address's delivery window ("08:00–11:00") and notes for the driver (issue 34, item 10). */
  window: z.string().optional(),
  driver_notes: z.string().nullable().optional(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/** A product of a stop's order as the driver hands it over: its names, its unit and how many. */
export const deliveryItemSchema = z.object({
  name_en: z.string(),
  name_fr: z.string(),
  unit: z.string(),
  stems_per_unit: z.number().int(),
  quantity: z.number().int(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

export const deliveryStopSchema = deliveryOrderSchema.extend({
  /** The order's products with their quantities. */
  items: z.array(deliveryItemSchema),
  /** What the order's invoice still owes (0: paid, or not invoiced). */
  balance_due_cents: z.number().int(),
  /**
   * What the driver collects at the door: the balance due when the invoice is due by the run's
   * date (terms due on receipt), else 0 (the order is on the customer's account).
   */
  collect_cents: z.number().int(),
  id: z.number().int(),
  run_id: z.number().int(),
  position: z.number().int(),
  stop_status: z.enum(STOP_STATUSES),
  failure_reason: z.string().nullable(),
  recipient_name: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivered_by_name: z.string().nullable(),
});
export type DeliveryStop = z.infer<typeof deliveryStopSchema>;

export const deliveryRunSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  driver_user_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  /** When the driver left with the run (its customers were told), or null. */
  departed_at: z.string().nullable(),
  stops: z.array(deliveryStopSchema),
});
export type DeliveryRun = z.infer<typeof deliveryRunSchema>;

/** The date's runs, the delivery orders in no run yet, and the pickups (bounded by the date). */
export const deliveryDaySchema = z.object({
  date: z.string(),
  runs: z.array(deliveryRunSchema),
  unassigned: z.array(deliveryOrderSchema),
  pickups: z.array(deliveryOrderSchema),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

/** POST /api/deliveries/runs: one run per zone of the date's orders in no run yet. */
export const deliveryRunsCreateSchema = z.object({ date: isoDate });

/** PUT /api/deliveries/runs/:id: its name and driver (a staff user or a free-text name). */
export const deliveryRunUpdateSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  driver_user_id: z.number().int().positive().nullable().optional(),
  driver_name: z.string().trim().max(100).nullable().optional(),
});
export type DeliveryRunUpdate = z.infer<typeof deliveryRunUpdateSchema>;

/** PUT /api/deliveries/stops/:id: into a run (the same or another) at a position (1 first). */
export const deliveryStopMoveSchema = z.object({
  run_id: z.number().int().positive(),
  position: z.number().int().min(1),
});
export type DeliveryStopMove = z.infer<typeof deliveryStopMoveSchema>;

/** How a delivery was proven: a signature drawn on the screen, or a photo taken by the driver. */
export const DELIVERY_PROOF_KINDS = ['signature', 'photo'] as const;
export type DeliveryProofKind = (typeof DELIVERY_PROOF_KINDS)[number];

/**
 * A proof photo: the phone shrinks it (longest side, JPEG quality) before sending; the server
 * refuses one whose bytes are larger than maxBytes (its data URL is about 4/3 of that).
 */
export const DELIVERY_PHOTO = {
  maxSide: 1600,
  quality: 0.8,
  maxBytes: 1_500_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * POST /api/deliveries/stops/:id/delivered: who received it, and one proof: their signature (PNG
 * data URL) or a photo (JPEG, PNG or WebP data URL, checked by its bytes).
 */
export const deliveryProofSchema = z.object({
  recipient_name: z.string().trim().max(100).optional(),
  signature: z.string().max(2_000_000).optional(),
  // Room past maxBytes so that a photo too large gets the server's own 413 and message.
  photo: z.string().max(2_800_000).optional(),
  /**
   * When the driver recorded it on the phone (an instant with its offset), if it is sent later
   * from a dead zone. The server keeps it within the last 24 hours and not past now.
   */
  delivered_at: z.iso.datetime({ offset: true }).optional(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

/** GET /api/deliveries/orders/:orderId/proof: how a delivered order was proven (staff with orders). */
export const deliveryProofInfoSchema = z.object({
  kind: z.enum(DELIVERY_PROOF_KINDS),
  recipient_name: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type DeliveryProofInfo = z.infer<typeof deliveryProofInfoSchema>;

/** POST /api/deliveries/stops/:id/failed: why it could not be delivered. */
export const deliveryFailureSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** The ways a driver takes a payment at the door. */
export const DOOR_PAYMENT_METHODS = ['cash', 'cheque'] as const;

/**
 * POST /api/deliveries/stops/:id/payment: a payment taken at the door, recorded as an ordinary
 * payment on the customer (channel driver), allocated to the stop's order's invoice; at most
 * what the invoice still owes.
 */
export const doorPaymentSchema = z.object({
  method: z.enum(DOOR_PAYMENT_METHODS),
  amount_cents: z.number().int().positive(),
  /** The cheque's number, a receipt number. */
  reference: z.string().trim().max(100).optional(),
});
export type DoorPayment = z.infer<typeof doorPaymentSchema>;
