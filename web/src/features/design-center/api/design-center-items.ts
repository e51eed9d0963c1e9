import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DesignCenterList, DesignCenterQuery, DesignCenterTotals } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/orders/design-center/items: one page of rows and the stats of the filter. */
export function useDesignCenterItems(query: DesignCenterQuery) {
  return useQuery({
    queryKey: queryKeys.designCenter.items(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DesignCenterList>(`/orders/design-center/items?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('designCenter.errors.fetchItems'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Orders/design-center/items-model: productTotals for the same filter (no page). */
export function useDesignCenterTotals(query: Omit<DesignCenterQuery, 'page' | 'limit'>) {
  return useQuery({
    queryKey: queryKeys.designCenter.totals(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DesignCenterTotals>(`/Orders/design-center/items-model?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('designCenter.errors.fetchTotals'),
        })
      ).data.productTotals,
    placeholderData: keepPreviousData,
  });
}
