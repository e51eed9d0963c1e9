import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DesignCenterList, DesignCenterQuery, DesignCenterTotals } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/features/catalog/api/products';
import i18n from '@/i18n';

export const designCenterKeys = {
  all: ['design-center'] as const,
  items: (query: DesignCenterQuery) => ['design-center', 'items', query] as const,
  itemsAll: ['design-center', 'items'] as const,
  totals: (query: DesignCenterQuery) => ['design-center', 'totals', query] as const,
  totalsAll: ['design-center', 'totals'] as const,
  users: ['design-center', 'users'] as const,
  designers: ['design-center', 'designers'] as const,
};

/** GET /api/orders/design-center/items: one page of rows and the stats of the filter. */
export function useDesignCenterItems(query: DesignCenterQuery) {
  return useQuery({
    queryKey: designCenterKeys.items(query),
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
    queryKey: designCenterKeys.totals(query),
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
