import type { ProductListQuery } from '@shop/contract';
import { PRICE_LIST_SECTIONS, PRODUCT_CATEGORIES } from '@shop/contract/constants';

export const PAGE_SIZE = 24;
/** "My usual" shows every starred product at once (a page of ids is the most one request takes). */
const USUAL_MAX = 100;

/** What the address says the catalogue shows: all products or "My usual", by category or section. */
export function catalogueFilters(params: URLSearchParams) {
  return {
    usual: params.get('usual') === '1',
    category: PRODUCT_CATEGORIES.find((c) => c === params.get('category')),
    section: PRICE_LIST_SECTIONS.find((s) => s === params.get('section')),
  };
}

/**
 * The products request of a catalogue view: a page of all products, or the starred ones (the
 * first USUAL_MAX of `favourites`). The page and the shop's loader (shop-loader.ts) share it, so
 * that the loader's request is the one the page reads.
 */
export function catalogueQuery(
  filters: ReturnType<typeof catalogueFilters>,
  search: string,
  page: number,
  favourites: readonly number[],
): { query: ProductListQuery; usualIds: readonly number[] } {
  const common = {
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.section ? { section: filters.section } : {}),
  };
  if (!filters.usual) return { query: { ...common, page, limit: PAGE_SIZE }, usualIds: [] };
  const usualIds = favourites.slice(0, USUAL_MAX);
  return { query: { ...common, ids: usualIds.join(','), limit: USUAL_MAX }, usualIds };
}
