import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DesignCenterList, DesignCenterQuery, DesignCenterTotals } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
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
        await apiRequest<DesignCenterList>(`${apiPath(apiPaths.designCenter.items)}?${queryString(query)}`, {
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
        await apiRequest<DesignCenterTotals>(`${apiPath(apiPaths.designCenter.itemsModel)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('designCenter.errors.fetchTotals'),
        })
      ).data.productTotals,
    placeholderData: keepPreviousData,
  });
}
