import { DELIVERY_ZONES } from './constants.js';
import { enumIssue } from './messages.js';
import { businessProfileSchema } from './registration.js';
import { z } from './zod.js';
import { DELIVERY_ADDRESS_LIMITS } from './delivery-address-lines.js';

// The schemas of a customer's delivery addresses (issue 34, item 10); their paths, limits and
// text are in delivery-address-lines.ts (no zod), given here too.
export {
  DELIVERY_ADDRESS_LIMITS,
  deliveryAddressLine,
  deliveryAddressPaths,
  deliveryWindowText,
} from './delivery-address-lines.js';

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
