import { z } from './zod.js';
import {
  BUSINESS_TYPES,
  LANGUAGES,
  MIN_PASSWORD_SCORE,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PROVINCES,
} from './constants.js';
import { enumIssue } from './messages.js';

// These live in constants.ts so that a form can use them without loading zod.
export { BUSINESS_TYPES, MIN_PASSWORD_SCORE, PASSWORD_MIN_LENGTH, PROVINCES };

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, { error: 'tooLong' });
const required = (max: number) => text(max).min(1, { error: 'required' });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** 10 to 15 digits, whatever spaces, dashes, dots, brackets or leading + surround them. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

const phone = required(30).refine(isValidPhone, { error: 'phone' });
const optionalPhone = optional(30).refine((v) => v === undefined || isValidPhone(v), { error: 'phone' });

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'emailFormat' }))
  .transform((v) => v.toLowerCase());

/** The strength check beyond length is zxcvbn's (password-strength.ts), on both sides. */
export const newPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordWeak' })
  .max(200, { error: 'tooLong' });

/** The business profile of SPEC §3's registration, shared by sign-up and staff-created customers. */
export const businessProfileSchema = z.object({
  businessName: required(200),
  neqTaxNumber: required(50),
  phoneNumber: phone,
  cellPhone: optionalPhone,
  otherPhone: optionalPhone,
  faxNumber: optionalPhone,
  address1: required(200),
  address2: optional(200),
  city: required(100),
  province: z.enum(PROVINCES, { error: enumIssue }),
  postalCode: required(10).refine((v) => /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(v), { error: 'invalid' }),
  businessOwnerName: required(200),
  salesPersonName: optional(200),
  businessType: z.enum(BUSINESS_TYPES, { error: enumIssue }),
  emailAddress: emailSchema,
  language: z.enum(LANGUAGES, { error: enumIssue }),
  businessWebsite: optional(300),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** Sign-up (SPEC §3, §5): the profile, a password and the captcha. */
export const signupRequestSchema = businessProfileSchema.extend({
  password: newPasswordSchema,
  captcha: z.string().max(20_000).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type SignupForm = z.input<typeof signupRequestSchema>;
