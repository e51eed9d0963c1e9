import { z } from './zod.js';
import { customerDetailSchema } from './customers.js';
import { isoDate } from './dates.js';
import { MAX_PAYMENT_CENTS } from './limits.js';

export const PAYMENT_METHODS = ['visa', 'mastercard', 'interac', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a payment was taken (docs/decisions/009-household-payments.md): in house at the counter
 * or by a driver (the household payments of the end-of-day cash count), or at the office
 * (mailed cheque, card by phone, transfer). Staff recording a payment are at the counter unless
 * they say otherwise.
 */
export const PAYMENT_CHANNELS = ['counter', 'driver', 'office'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const IN_HOUSE_CHANNELS = ['counter', 'driver'] as const satisfies readonly PaymentChannel[];
export const DEFAULT_PAYMENT_CHANNEL: PaymentChannel = 'counter';

/** POST /api/payment/receive (PRODUCT.md, Payments). */
export const paymentReceiveSchema = z.object({
  customer_id: z.number().int().positive(),
  amount_cents: z.number().int().positive().max(MAX_PAYMENT_CENTS, { error: 'paymentTooHigh' }),
  method: z.enum(PAYMENT_METHODS),
  /** Defaults to DEFAULT_PAYMENT_CHANNEL. */
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  reference: z.string().trim().max(100).optional(),
  received_on: isoDate.optional(),
  order_ids: z.array(z.number().int().positive()).max(100).optional(),
});
export type PaymentReceive = z.infer<typeof paymentReceiveSchema>;

/** SPEC §3's payment-receipt response: success, data {message, data (the updated customer)}. */
export const paymentReceiptSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string(), data: customerDetailSchema }),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  amount_cents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  channel: z.enum(PAYMENT_CHANNELS),
  reference: z.string().nullable(),
  received_on: z.string(),
  reverses_payment_id: z.number().int().nullable(),
  reversed: z.boolean(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
