/**
 * What the service worker keeps, and for how long (issue 41, decision 045): the one policy,
 * read by the worker (sw.ts), by sign-out (offline-data.ts) and by its tests.
 *
 * - The app shell and the code of the florist's shop: precached by version (Workbox's precache,
 *   named by the build; a new version replaces it whole). Code only, no one's data.
 * - The florist's reads (catalogue, their prices, favourites, last orders, their record):
 *   `DATA_CACHE`, fresh from the network when it answers within
 *   NETWORK_TIMEOUT_SECONDS, else the last copy at once while the network's answer, when it
 *   comes, replaces the copy. At most DATA_ENTRIES copies, none older than MAX_AGE_SECONDS.
 * - The site's public details (taxes, cutoff, the business): `PUBLIC_CACHE`, the same way; no
 *   one's data, so kept at sign-out (a public read made as the session ends may land there).
 * - The products' pictures: `IMAGE_CACHE`, stale-while-revalidate (anyone's, no prices).
 * - Kept only for a page of the florist's area (/customer, /fr/customer): never a read made by
 *   a back-office (admin) or driver page, never a back-office page itself.
 * - Signing out (or a session that ended) deletes the caches of the florist's reads, and every
 *   IndexedDB database (the worker keeps none: each copy carries its own date): nothing of the
 *   florist stays on the phone. The precache, code only, stays.
 */

export const DATA_CACHE = 'shop-data-v1';
/** The site's public details (GET /api/site: the business, taxes, cutoff): no one's data. */
export const PUBLIC_CACHE = 'shop-public-v1';
export const IMAGE_CACHE = 'shop-images-v1';
/** The caches that hold the florist's reads: deleted at sign-out (the precache holds code only). */
export const ACCOUNT_CACHES = [DATA_CACHE, IMAGE_CACHE];

export const NETWORK_TIMEOUT_SECONDS = 3;
export const DATA_ENTRIES = 80;
export const IMAGE_ENTRIES = 300;
/** How old the kept catalogue may grow before a page drawn by the server reads it again through the worker. */
export const WARM_AFTER_MS = 30 * 60 * 1000;
/** A week: a copy older than that is no use for ordering. */
export const MAX_AGE_SECONDS = 7 * 24 * 3600;

/** The header a kept copy carries: when it was stored (ISO), so the page can say "as of". */
export { STORED_AT_HEADER } from './offline-copy';

/** The florist's area, in either language: its pages and the reads they make may be kept. */
export const FLORIST_AREA = /^(\/fr)?\/customer(\/|$)/i;

/** The reads of the shop that are kept (GET, this origin), by path (case as the API takes it). */
const DATA_PATHS = [
  /^\/api\/products$/i, // the catalogue, with the florist's prices
  /^\/api\/products\/\d+$/i, // one product
  /^\/api\/favourites$/i,
  /^\/api\/offers\/active$/i,
  /^\/api\/customer\/\d+$/i, // the florist's own record (usual zone)
  /^\/api\/customer\/orders\/\d+$/i, // last orders (Order again)
];
const IMAGE_PATH = /^\/api\/(images\/[^/]+|products\/\d+\/image)$/i;

const PUBLIC_PATH = /^\/api\/site$/i;

export type Kept = 'data' | 'public' | 'image' | null;

/** Which cache a request's answer may go to, or null: only GETs of this origin listed above. */
export function keptAs(url: URL, method: string, origin: string): Kept {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (IMAGE_PATH.test(url.pathname)) return 'image';
  if (PUBLIC_PATH.test(url.pathname)) return 'public';
  return DATA_PATHS.some((path) => path.test(url.pathname)) ? 'data' : null;
}

/** A page of the florist's area (the only pages whose reads are kept, and which open offline). */
export function inFloristArea(url: URL): boolean {
  return FLORIST_AREA.test(url.pathname);
}
