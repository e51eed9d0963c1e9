import { z } from './zod.js';
import { LANGUAGES } from './constants.js';
import { listQuerySchema } from './customers.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { PAYMENT_CHANNELS, PAYMENT_METHODS } from './payments.js';
import { orderPaymentSchema } from './receivables.js';

/** A period of business days, both ends included and optional; `from` may not come after `to`. */
const periodFields = { from: isoDate.optional(), to: isoDate.optional() };
const ordered = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const orderedPeriod = { path: ['to'], error: 'invalid' };

/** A page of a customer's account for a period (GET /api/customer/statement/{id}, payments). */
export const periodListQuerySchema = listQuerySchema.extend(periodFields).refine(ordered, orderedPeriod);
export type PeriodListQuery = z.input<typeof periodListQuerySchema>;

/**
 * GET /api/customer/statement/{id}: a page of the statement, in date order (`asc`, a printed
 * statement's order) or newest first (`desc`); the balances are the same either way.
 */
export const statementQuerySchema = listQuerySchema
  .extend({ ...periodFields, order: z.enum(['asc', 'desc']).default('asc') })
  .refine(ordered, orderedPeriod);
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** A downloaded document (PDF) of a period, in the reader's language unless `lang` says. */
export const periodDocumentQuerySchema = z
  .object({ ...periodFields, lang: z.enum(LANGUAGES).optional() })
  .refine(ordered, orderedPeriod);

/**
 * What moves a customer's balance, in the order it happened: an invoice (+), a credit note (-),
 * a payment (-) and the reversal of a payment (+).
 */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'credit_note', 'payment', 'payment_reversal'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const statementEntrySchema = z.object({
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The issued document's id (invoices and credit notes) or the payment's id. */
  id: z.number().int(),
  /** The business day it counts on: invoiced_on, or received_on. */
  date: z.string(),
  /** The invoice or credit-note number (F-000001, C-000001); null for a payment. */
  number: z.string().nullable(),
  /** The order's number or the payment's reference. */
  reference: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** The document's PDF, the same bytes at every download (invoices and credit notes). */
  invoicePdf: z.string().nullable(),
  /** What it does to the balance: positive for what is owed, negative for what is paid or credited. */
  amount_cents: z.number().int(),
  /** The balance after it. */
  balance_cents: z.number().int(),
  /**
   * What is paid of an invoice and still owed, its due date and days overdue, today; null for
   * a credit note, a payment, and an invoice since replaced or cancelled by a credit note.
   */
  payment: orderPaymentSchema.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  customer: z.object({ id: z.number().int(), businessName: z.string(), balance_cents: z.number().int() }),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** The balance before the first day of the period (0 when the period has no start). */
  opening_balance_cents: z.number().int(),
  /** The balance after the last entry of the period. */
  closing_balance_cents: z.number().int(),
  entries: z.array(statementEntrySchema),
  pagination: paginationSchema,
});
export type Statement = z.infer<typeof statementSchema>;

/** GET /api/Orders/household-payments: the payments taken in house on one day (staff). */
export const householdPaymentsQuerySchema = z.object({
  /** The business day, default today in Montreal. */
  date: isoDate.optional(),
  /** Counter or driver only; both when absent. */
  channel: z.enum(['counter', 'driver']).optional(),
});
export type HouseholdPaymentsQuery = z.input<typeof householdPaymentsQuerySchema>;

export const householdPaymentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  method: z.enum(PAYMENT_METHODS),
  channel: z.enum(PAYMENT_CHANNELS),
  amount_cents: z.number().int(),
  reference: z.string().nullable(),
  reverses_payment_id: z.number().int().nullable(),
  received_on: z.string(),
  created_at: z.string(),
  /** The staff member who recorded it (null if their account is gone). */
  recorded_by: z.string().nullable(),
});
export type HouseholdPayment = z.infer<typeof householdPaymentSchema>;

export const householdPaymentsSchema = z.object({
  date: z.string(),
  payments: z.array(householdPaymentSchema),
  /** One row per method, every method, in PAYMENT_METHODS order (zero when none). */
  totals: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), count: z.number().int(), amount_cents: z.number().int() }),
  ),
  total_cents: z.number().int(),
});
export type HouseholdPayments = z.infer<typeof householdPaymentsSchema>;
