import { z } from './zod.js';
import { LANGUAGES, PRICE_LIST_SECTIONS } from './constants.js';

/** Liveness: the process answers (no database round trip, so a load balancer can probe it often). */
export const healthSchema = z.object({
  status: z.literal('ok'),
});

/** Readiness: the database answers and every migration this build knows has run. */
export const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('done'),
});

/** The business details shown in the footer, contact and legal pages (BUSINESS_* settings). */
export const businessInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  mapsKey: z.string().nullable(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const captchaModeSchema = z.enum(['altcha', 'recaptcha', 'off']);
export type CaptchaMode = z.infer<typeof captchaModeSchema>;

/** What the single-page app needs to know at start-up: GET /api/site. */
export const siteInfoSchema = z.object({
  business: businessInfoSchema,
  captcha: z.object({ mode: captchaModeSchema, siteKey: z.string().nullable() }),
  /** Sections with at least one published price list, for the footer links. */
  priceListSections: z.array(z.enum(PRICE_LIST_SECTIONS)),
  languages: z.array(z.enum(LANGUAGES)),
  /** GST and QST in units of 1/100,000 (pricing.ts TaxRates), so the cart computes as the invoice. */
  taxRates: z.object({ gst: z.number().int(), qst: z.number().int() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
