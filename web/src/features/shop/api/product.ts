import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Product } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/** GET /api/products/{id}: one product with today's price and stock (in the stock domain). */
export function productQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.stock.product(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ product: Product }>(`/products/${id}`, {
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
