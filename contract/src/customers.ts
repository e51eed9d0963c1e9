import { z } from './zod.js';
import { DELIVERY_ZONES, LANGUAGES } from './constants.js';
import { ACCOUNT_STATUSES } from './auth.js';
import { businessProfileSchema, BUSINESS_TYPES, PROVINCES } from './registration.js';
import { paginationSchema } from './envelope.js';
import { PAYMENT_TERMS } from './receivables.js';

export const INVOICE_TYPES = ['per_order', 'monthly'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** A customer as staff see it (SPEC §3: id, invoice_type, active, and the profile). */
export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(ACCOUNT_STATUSES),
  active: z.boolean(),
  invoice_type: z.enum(INVOICE_TYPES),
  created_at: z.string(),
  businessName: z.string(),
  neqTaxNumber: z.string(),
  phoneNumber: z.string(),
  cellPhone: z.string().nullable(),
  otherPhone: z.string().nullable(),
  faxNumber: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postalCode: z.string(),
  businessOwnerName: z.string(),
  salesPersonName: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES),
  businessWebsite: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * The changes of an order a customer is e-mailed about (issue 17): confirmed, ready for pickup,
 * out for delivery (the driver left with it), delivered, cancelled. Each can be turned off in
 * their profile; invoices are always sent.
 */
export const ORDER_NOTICES = ['confirmed', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];
export const orderNoticesSchema = z.object(
  Object.fromEntries(ORDER_NOTICES.map((n) => [n, z.boolean()])) as Record<OrderNotice, z.ZodBoolean>,
);
export type OrderNotices = z.infer<typeof orderNoticesSchema>;

/** One customer in full, for staff and for the customer themself. */
export const customerDetailSchema = customerSchema.extend({
  /** Which order changes the customer is e-mailed about. */
  order_notices: orderNoticesSchema,
  balance_cents: z.number().int(),
  credit_limit_cents: z.number().int().nullable(),
  /** The zone the customer is usually delivered to; null when chosen with each order. */
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  /** The customer's own payment terms; null: the default of the invoice type (defaultPaymentTerms). */
  payment_terms: z.enum(PAYMENT_TERMS).nullable(),
  document: z.object({ name: z.string(), mime: z.string(), url: z.string() }).nullable(),
  /** The customer's price level (decision 060); in staff replies only, null: none. */
  price_level_id: z.number().int().positive().nullable().optional(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_FILTERS = ['all', 'pending', 'active', 'inactive', 'rejected'] as const;
export const CUSTOMER_SORTS = ['businessName', 'city', 'created_at', 'status', 'balance'] as const;

const pageNumber = z.coerce.number().int().min(1).default(1);
export const listQuerySchema = z.object({
  page: pageNumber,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/customers query (SPEC §7 "query params"). */
export const customerListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  filter: z.enum(CUSTOMER_FILTERS).default('all'),
  sort: z.enum(CUSTOMER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
export type CustomerListParams = z.infer<typeof customerListQuerySchema>;

export const customerListItemSchema = customerSchema
  .pick({
    id: true,
    email: true,
    status: true,
    active: true,
    invoice_type: true,
    created_at: true,
    businessName: true,
    businessOwnerName: true,
    phoneNumber: true,
    city: true,
  })
  .extend({ balance_cents: z.number().int(), delivery_zone: z.enum(DELIVERY_ZONES).nullable() });
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListSchema = z.object({
  customers: z.array(customerListItemSchema),
  pagination: paginationSchema,
  /** Pending requests, whatever the filter: the list shows how many wait. */
  pendingCount: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** Staff create (multipart fields) and update (JSON): the profile, the credit limit and the usual zone. */
export const customerWriteSchema = businessProfileSchema.extend({
  credit_limit_cents: z.number().int().min(0).max(100_000_000).nullable().optional(),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable().optional(),
  payment_terms: z.enum(PAYMENT_TERMS).nullable().optional(),
  /** The customer's price level (decision 060): null takes it off; left out keeps it. */
  price_level_id: z.number().int().positive().nullable().optional(),
});
export type CustomerWrite = z.infer<typeof customerWriteSchema>;
export type CustomerWriteForm = z.input<typeof customerWriteSchema>;

export const invoiceTypeRequestSchema = z.object({ invoice_type: z.enum(INVOICE_TYPES) });

/** What a customer may change of their own profile: contact details, language and order e-mails. */
export const ownProfileUpdateSchema = businessProfileSchema
  .pick({
    phoneNumber: true,
    cellPhone: true,
    otherPhone: true,
    faxNumber: true,
    salesPersonName: true,
    businessWebsite: true,
    language: true,
  })
  .extend({ order_notices: orderNoticesSchema.optional() });
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;
export type OwnProfileForm = z.input<typeof ownProfileUpdateSchema>;
