import { useQuery } from '@tanstack/react-query';
import type { LastPrice } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/**
 * GET /api/Orders/last-prices/{customerId}?ids=…: what the customer last paid for the form's
 * products, by product id. Nothing is asked before a customer and a product are chosen.
 */
export function useLastPrices(customerId: number | null, productIds: readonly number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: queryKeys.orders.lastPrices(customerId ?? 0, ids),
    queryFn: async ({ signal }) => {
      const url = `${apiPath(apiPaths.orders.lastPrices, { customerId: customerId ?? 0 })}?ids=${ids}`;
      const { data } = await apiRequest<{ prices: LastPrice[] }>(url, {
        signal,
        fallbackMessage: i18n.t('tickets.lines.lastPaidError'),
      });
      return new Map(data.prices.map((p) => [p.product_id, p]));
    },
    enabled: customerId !== null && ids !== '',
    // The lines keep the prices they have while another product's are asked.
    placeholderData: (previous) => previous,
  });
}
