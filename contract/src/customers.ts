import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { ACCOUNT_STATUSES } from './auth.js';
import { BUSINESS_TYPES, PROVINCES } from './registration.js';

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
