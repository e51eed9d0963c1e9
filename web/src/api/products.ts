import { useCallback, useMemo } from 'react';
import { keepPreviousData, queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language, Product, ProductList, ProductListQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/**
 * GET /api/products: a page of the catalogue (staff's catalogue, the shop, the product picker),
 * in a language: the API sorts by the name in it, so each language's pages are kept apart (a
 * reader who switches does not get the other language's order).
 */
export function productListQuery(query: ProductListQuery, language: Language) {
  return queryOptions({
    queryKey: queryKeys.stock.products(query, language),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ProductList>(`${apiPath(apiPaths.catalog.products)}?${queryString(query)}`, {
          signal,
          headers: { 'X-Language': language },
          fallbackMessage: i18n.t('products.errors.fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export const useProducts = (query: ProductListQuery, language: Language, enabled = true) =>
  useQuery({ ...productListQuery(query, language), enabled });

/** GET /api/products/{id}: one product with today's price and stock. */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.stock.product(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ product: Product }>(apiPath(apiPaths.catalog.product, { id }), {
          signal,
          fallbackMessage: i18n.t('shop.errors.fetchProduct'),
        })
      ).data.product,
    retry: false,
  });
}

/** The most ids one catalogue request takes (a page). */
const IDS_PER_REQUEST = 100;

/**
 * Today's state of several products (the cart's lines), by id, in one request per hundred;
 * a product the reply leaves out is not for sale any more. No placeholder while a new set of
 * ids loads (the cart shows its stored copy meanwhile): a previous reply would call the new
 * product missing. Staff naming `customerId` get that customer's prices (decision 060: the order
 * form). `combine` keeps one identity per set of ids, so that its result is reused
 * while the replies are the same (a new one each render would re-render the cart's users).
 */
export function useProductsById(ids: readonly number[], customerId: number | null = null) {
  const language = useLanguage();
  const key = ids.join(',');
  const batches = useMemo(() => {
    const all = key ? key.split(',').map(Number) : [];
    const out: number[][] = [];
    for (let i = 0; i < all.length; i += IDS_PER_REQUEST) out.push(all.slice(i, i + IDS_PER_REQUEST));
    return out;
  }, [key]);
  const combine = useCallback(
    (results: UseQueryResult<ProductList>[]) => {
      const byId = new Map<number, Product>();
      const missing = new Set<number>();
      results.forEach((r, i) => {
        r.data?.products.forEach((p) => byId.set(p.id, p));
        if (r.data) batches[i]?.forEach((id) => byId.has(id) || missing.add(id));
      });
      return { byId, missing, isFetching: results.some((r) => r.isFetching) };
    },
    [batches],
  );
  return useQueries({
    queries: batches.map((batch) => ({
      ...productListQuery(
        { ids: batch.join(','), limit: IDS_PER_REQUEST, ...(customerId ? { customer_id: customerId } : {}) },
        language,
      ),
      placeholderData: undefined,
    })),
    combine,
  });
}
