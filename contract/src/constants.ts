/** Business constants of SPEC §9 and PRODUCT.md, shared by the server and the web app. */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const DELIVERY_ZONES = ['ville-saint-laurent', 'montreal-laval', 'north-south-shore'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Delivery fee per zone, in cents (SPEC §9). Pickup at the warehouse is free. */
export const DELIVERY_FEES_CENTS: Record<DeliveryZone, number> = {
  'ville-saint-laurent': 1500,
  'montreal-laval': 2200,
  'north-south-shore': 2700,
};

/** Web orders placed before this hour (Montreal time) can be delivered the same day. */
export const SAME_DAY_CUTOFF_HOUR = 10;
export const BUSINESS_TIME_ZONE = 'America/Toronto';
/**
 * Web orders are for the coming days: a delivery date at most this many days after today in
 * Montreal (issue 35). A web order takes its stock at once; a later date is a prebooking, which
 * staff take and which takes its stock only when converted.
 */
export const WEB_ORDER_MAX_DAYS_AHEAD = 60;

export const PRICE_LIST_SECTIONS = ['all-products', 'petals', 'ready-for-retail', 'preserve-roses'] as const;
export type PriceListSection = (typeof PRICE_LIST_SECTIONS)[number];

export const PHONE_DIGITS = { min: 10, max: 15 } as const;

/** Toasts (SPEC §4 and §9). */
export const TOAST = {
  limit: 20,
  maxWidthPx: 350,
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000 },
} as const;

export const SCROLL_TOP_THRESHOLD_PX = 300;
export const STARTUP_LOADER_MS = 1000;

export const DESIGN_CENTER_PAGE = { page: 1, limit: 30 } as const;

export const CONTACT_MESSAGE_MAX = 5000;

/** The sign-up form's provinces and business types (registration.ts validates them). */
export const PROVINCES = ['QC', 'ON', 'NB', 'NS', 'PE', 'NL', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
export const BUSINESS_TYPES = ['florist', 'event-planner', 'wedding-planner', 'floral-designer', 'other'] as const;
export const PASSWORD_MIN_LENGTH = 8;
/** The lowest zxcvbn score accepted for a new password: Fair (password-strength.ts). */
export const MIN_PASSWORD_SCORE = 2;

export const PRODUCT_CATEGORIES = [
  'roses',
  'gerbera',
  'chrysanthemums',
  'greens',
  'fillers',
  'tropicals',
  'hard-goods',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Product images: what staff may upload, and the widths the pages show (stored as WebP). */
export const PRODUCT_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  sizes: { thumb: 160, card: 480, large: 1024 },
  /** Pictures a product has at most (issue 36, item 6): the first is the cover. */
  maxPictures: 5,
} as const;
