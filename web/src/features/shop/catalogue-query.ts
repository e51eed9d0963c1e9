import type { ProductListQuery } from '@shop/contract';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';

export const PAGE_SIZE = 24;
/** "My usual" shows every starred product at once (a page of ids is the most one request takes). */
const USUAL_MAX = 100;

const wholeNumber = (text: string | null) => (text && /^\d{1,4}$/.test(text) ? Number(text) : undefined);

/** The "Arrived" filter's choices: today, the last 3 days, the last 7 (GET /api/products?new=). */
export const NEW_CHOICES = [1, 3, 7] as const;
/** The shop's orders: newest arrival first (its default, issue 36 item 5) or by name. */
export const SORTS = ['arrival', 'name'] as const;
export type ShopSort = (typeof SORTS)[number];

/**
 * What the address says the catalogue shows: all products or "My usual", by category (its slug:
 * categories are rows staff add, issue 36), section, colour (its id), length (cm), origin (ISO
 * code) and arrival (`new`: the last n days), and in which order (`sort`).
 */
export function catalogueFilters(params: URLSearchParams) {
  const category = params.get('category');
  const origin = params.get('origin');
  const days = wholeNumber(params.get('new'));
  return {
    sort: SORTS.find((s) => s === params.get('sort')),
    new: NEW_CHOICES.find((n) => n === days),
    usual: params.get('usual') === '1',
    category: category && /^[a-z0-9-]{1,60}$/.test(category) ? category : undefined,
    section: PRICE_LIST_SECTIONS.find((s) => s === params.get('section')),
    colour: wholeNumber(params.get('colour')),
    length: wholeNumber(params.get('length')),
    origin: origin && /^[A-Z]{2}$/.test(origin) ? origin : undefined,
  };
}
export type CatalogueFilters = ReturnType<typeof catalogueFilters>;

/**
 * The products request of a catalogue view: a page of all products with the count beside each
 * filter's choices (facets), or the starred ones (the first USUAL_MAX of `favourites`). The page
 * and the shop's loader (shop-loader.ts) share it, so that the loader's request is the one the
 * page reads.
 */
export function catalogueQuery(
  filters: CatalogueFilters,
  search: string,
  page: number,
  favourites: readonly number[],
): { query: ProductListQuery; usualIds: readonly number[] } {
  const common: ProductListQuery = {
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.section ? { section: filters.section } : {}),
    ...(filters.colour ? { colour: filters.colour } : {}),
    ...(filters.length ? { length: filters.length } : {}),
    ...(filters.origin ? { origin: filters.origin } : {}),
    ...(filters.new ? { new: filters.new } : {}),
  };
  // Newest arrivals first, the flowers of this morning at the top; a search, its best matches,
  // unless an order was chosen.
  const sort = filters.sort ?? (search ? undefined : 'arrival');
  if (sort) common.sort = sort;
  if (!filters.usual) return { query: { ...common, page, limit: PAGE_SIZE, facets: 'true' }, usualIds: [] };
  const usualIds = favourites.slice(0, USUAL_MAX);
  return { query: { ...common, ids: usualIds.join(','), limit: USUAL_MAX }, usualIds };
}
