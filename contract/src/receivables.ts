import { z } from './zod.js';
import { isoDate } from './dates.js';
import { paginationSchema } from './envelope.js';
import { MAX_PAYMENT_CENTS } from './limits.js';
import type { InvoiceType } from './customers.js';

/**
 * Receivables (issue 12; docs/decisions/015-receivables.md): payment terms, what is paid of an
 * invoice, the aging of what customers owe, credit control.
 */

export const PAYMENT_TERMS = ['due_on_receipt', 'net_15', 'net_30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Days from the invoice to its due date. */
export const TERM_DAYS: Record<PaymentTerms, number> = { due_on_receipt: 0, net_15: 15, net_30: 30 };

/** A customer without terms of their own: paid with each order, or by the month's statement. */
export function defaultPaymentTerms(invoiceType: InvoiceType): PaymentTerms {
  return invoiceType === 'monthly' ? 'net_30' : 'due_on_receipt';
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What an order's invoice has been paid and still owes (API.md, Money). */
export const orderPaymentSchema = z.object({
  paid_cents: z.number().int(),
  balance_due_cents: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  due_on: z.string().nullable(),
  /** Days past its due date with something still owed; 0 when not overdue. */
  days_overdue: z.number().int(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Why an order waits for staff: over the credit limit, or an invoice overdue too long. */
export const CREDIT_HOLD_REASONS = ['over_limit', 'overdue'] as const;
export type CreditHoldReason = (typeof CREDIT_HOLD_REASONS)[number];

/** A staff order past credit control goes through only with this, recorded with the staff member. */
export const creditOverrideSchema = z.string().trim().min(3).max(500);

/** A customer's credit position, shown on the staff order form before saving. */
export const creditStatusSchema = z.object({
  balance_cents: z.number().int(),
  credit_limit_cents: z.number().int().nullable(),
  overdue_cents: z.number().int(),
  oldest_overdue_days: z.number().int(),
  /** The setting: an invoice overdue more than this holds new orders. */
  hold_after_days: z.number().int(),
  open_credit_cents: z.number().int(),
});
export type CreditStatus = z.infer<typeof creditStatusSchema>;

/** One invoice a payment settles, and how much of it. */
export const allocationSchema = z.object({
  order_id: z.number().int().positive(),
  amount_cents: z.number().int().positive().max(MAX_PAYMENT_CENTS, { error: 'paymentTooHigh' }),
});
export type Allocation = z.infer<typeof allocationSchema>;

/** PUT /api/payments/{id}/allocations: staff re-allocate a payment (what is left stays open credit). */
export const reallocateSchema = z.object({ allocations: z.array(allocationSchema).max(100) });
export type Reallocate = z.infer<typeof reallocateSchema>;

export const paymentAllocationsSchema = z.object({
  payment_id: z.number().int(),
  amount_cents: z.number().int(),
  unallocated_cents: z.number().int(),
  allocations: z.array(allocationSchema.extend({ invoice_number: z.string().nullable(), number: z.string() })),
});
export type PaymentAllocations = z.infer<typeof paymentAllocationsSchema>;

/** An open invoice of a customer (receivables row → its invoices). */
export const openInvoiceSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  invoice_number: z.string(),
  invoiced_on: z.string(),
  due_on: z.string(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_due_cents: z.number().int(),
  days_overdue: z.number().int(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const AGING_BUCKETS = ['current_cents', 'd1_30_cents', 'd31_60_cents', 'd61_90_cents', 'over_90_cents'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_SORTS = ['business_name', ...AGING_BUCKETS, 'total_cents', 'open_credit_cents'] as const;
export type AgingSort = (typeof AGING_SORTS)[number];

export const agingQuerySchema = z.object({
  as_of: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(AGING_SORTS).default('total_cents'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AgingQuery = z.input<typeof agingQuerySchema>;
export type AgingParams = z.infer<typeof agingQuerySchema>;

const agingAmounts = {
  current_cents: z.number().int(),
  d1_30_cents: z.number().int(),
  d31_60_cents: z.number().int(),
  d61_90_cents: z.number().int(),
  over_90_cents: z.number().int(),
  /** What the customer owes: the buckets less the open credit. */
  total_cents: z.number().int(),
  /** Payments not allocated to an invoice, and credit notes. */
  open_credit_cents: z.number().int(),
};
export const agingRowSchema = z.object({ customer_id: z.number().int(), business_name: z.string(), ...agingAmounts });
export type AgingRow = z.infer<typeof agingRowSchema>;
export const agingTotalsSchema = z.object(agingAmounts);
export type AgingTotals = z.infer<typeof agingTotalsSchema>;

export const agingSchema = z.object({
  as_of: z.string(),
  customers: z.array(agingRowSchema),
  pagination: paginationSchema,
  totals: agingTotalsSchema,
});
export type Aging = z.infer<typeof agingSchema>;

/** A month 'YYYY-MM'. */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });

/** POST /api/receivables/statements/send: a month's statements again, to one customer or all. */
export const statementSendSchema = z.object({
  month: isoMonth,
  customer_id: z.number().int().positive().optional(),
});
export type StatementSend = z.infer<typeof statementSendSchema>;

export const statementSendRunSchema = z.object({
  id: z.string(),
  month: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  finished: z.boolean(),
});
export type StatementSendRun = z.infer<typeof statementSendRunSchema>;

export const monthlyStatementQuerySchema = z.object({
  month: isoMonth,
  lang: z.enum(['en', 'fr']).optional(),
});
