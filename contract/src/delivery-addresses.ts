import { DELIVERY_ZONES } from './constants.js';
import { enumIssue } from './messages.js';
import { businessProfileSchema } from './registration.js';
import { z } from './zod.js';

/**
 * Where a customer is delivered (issue 34, item 10): besides the profile's address, which stays
 * the default and first, a customer keeps other addresses (a shop, an event hall), each with a
 * label, a delivery window and notes for the driver. An order picks one by `delivery_address_id`
 * (none: the profile's).
 */
export const deliveryAddressPaths = {
  /** Staff: a customer's addresses (read with customers.read, written with customers.write). */
  staffList: '/customers/:id/delivery-addresses',
  staffOne: '/customers/:id/delivery-addresses/:addressId',
  /** The signed-in customer's own. */
  ownList: '/customer/delivery-addresses',
  ownOne: '/customer/delivery-addresses/:addressId',
  /** The address an order goes to (staff with orders). */
  ofOrder: '/Orders/:id/delivery-address',
} as const;

/** At most this many addresses besides the profile's. */
export const DELIVERY_ADDRESS_LIMITS = { perCustomer: 30, labelMax: 80, notesMax: 500 } as const;

const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

/** POST and PUT of an address: the profile's address fields, a label, a window and driver notes. */
export const deliveryAddressWriteSchema = businessProfileSchema
  .pick({ address1: true, city: true, province: true, postalCode: true })
  .extend({
    label: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(DELIVERY_ADDRESS_LIMITS.labelMax, {
      error: 'tooLong',
    }),
    address2: optionalText(200),
    delivery_zone: z
      .enum(DELIVERY_ZONES, { error: enumIssue })
      .nullish()
      .transform((v) => v ?? null),
    window_from: hhmm
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v : null)),
    window_to: hhmm
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v : null)),
    driver_notes: optionalText(DELIVERY_ADDRESS_LIMITS.notesMax),
  })
  // A window is both ends or neither, and ends after it starts.
  .refine((a) => (a.window_from === null) === (a.window_to === null), { path: ['window_to'], error: 'required' })
  .refine((a) => a.window_from === null || a.window_to === null || a.window_from < a.window_to, {
    path: ['window_to'],
    error: 'invalid',
  });
export type DeliveryAddressWrite = z.infer<typeof deliveryAddressWriteSchema>;
export type DeliveryAddressForm = z.input<typeof deliveryAddressWriteSchema>;

/** An address as read; the profile's has id null and is_default true (it is edited in the profile). */
export const deliveryAddressSchema = z.object({
  id: z.number().int().nullable(),
  is_default: z.boolean(),
  /** The profile's has none: the reader's word for it ("Main address"). */
  label: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  driver_notes: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const deliveryAddressListSchema = z.object({ addresses: z.array(deliveryAddressSchema) });
export type DeliveryAddressList = z.infer<typeof deliveryAddressListSchema>;

/** The window as one piece of text: "08:00–11:00", or '' without one. */
export const deliveryWindowText = (a: { window_from: string | null; window_to: string | null }) =>
  a.window_from && a.window_to ? `${a.window_from}–${a.window_to}` : '';

/** The address on one line, as a stop and a slip print it. */
export const deliveryAddressLine = (a: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  postalCode?: string | null;
  postal_code?: string | null;
}) =>
  [a.address1, a.address2, a.city, a.province, a.postalCode ?? a.postal_code].filter((p) => p && p.trim()).join(', ');
