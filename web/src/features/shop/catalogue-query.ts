import type { ProductListQuery } from '@shop/contract';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';

export const PAGE_SIZE = 24;
/** "My usual" shows every starred product at once (a page of ids is the most one request takes). */
const USUAL_MAX = 100;

const wholeNumber = (text: string | null) => (text && /^\d{1,4}$/.test(text) ? Number(text) : undefined);

/**
 * What the address says the catalogue shows: all products or "My usual", by category (its slug:
 * categories are rows staff add, issue 36), section, colour (its id), length (cm) and origin (ISO code).
 */
export function catalogueFilters(params: URLSearchParams) {
  const category = params.get('category');
  const origin = params.get('origin');
  return {
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
  const common = {
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.section ? { section: filters.section } : {}),
    ...(filters.colour ? { colour: filters.colour } : {}),
    ...(filters.length ? { length: filters.length } : {}),
    ...(filters.origin ? { origin: filters.origin } : {}),
  };
  if (!filters.usual) return { query: { ...common, page, limit: PAGE_SIZE, facets: 'true' }, usualIds: [] };
  const usualIds = favourites.slice(0, USUAL_MAX);
  return { query: { ...common, ids: usualIds.join(','), limit: USUAL_MAX }, usualIds };
}
