import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductListQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/products: a page of the catalogue (staff's catalogue, the shop, the product picker). */
export function productListQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: queryKeys.stock.products(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ProductList>(`${apiPath(apiPaths.catalog.products)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('products.errors.fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export const useProducts = (query: ProductListQuery, enabled = true) =>
  useQuery({ ...productListQuery(query), enabled });

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

/** Today's state of several products (the cart's lines), by id; a missing one is not for sale any more. */
export function useProductsById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => productQuery(id)),
    combine: (results) => {
      const byId = new Map<number, Product>();
      results.forEach((r) => r.data && byId.set(r.data.id, r.data));
      const missing = new Set(ids.filter((id, i) => results[i]?.isError));
      return { byId, missing, isFetching: results.some((r) => r.isFetching) };
    },
  });
}
