import { useQuery } from '@tanstack/react-query';
import type { CustomerPrices, CustomerPricesWrite, PriceLevel, PriceLevelList, PriceLevelWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/price-levels (staff). */
export function usePriceLevels() {
  return useQuery({
    queryKey: queryKeys.prices.levels,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PriceLevelList>(apiPath(apiPaths.prices.levels), {
          signal,
          fallbackMessage: i18n.t('prices.errors.fetch'),
        })
      ).data.price_levels,
  });
}

/** POST /api/price-levels, or PUT /api/price-levels/{id} when `id` is given (owner, office). */
export function useSavePriceLevel() {
  return useMutationThatChanges(
    ({ id, ...body }: PriceLevelWrite & { id?: number }) =>
      apiRequest<{ price_level: PriceLevel }>(
        id ? apiPath(apiPaths.prices.level, { id }) : apiPath(apiPaths.prices.levels),
        { method: id ? 'PUT' : 'POST', body, fallbackMessage: i18n.t('prices.errors.save') },
      ),
    ['prices'],
  );
}

/** GET /api/customers/{id}/prices (staff who read customers). */
export function useCustomerPrices(customerId: number) {
  return useQuery({
    queryKey: queryKeys.prices.customer(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ customer_prices: CustomerPrices }>(apiPath(apiPaths.prices.customer, { id: customerId }), {
          signal,
          fallbackMessage: i18n.t('prices.errors.fetch'),
        })
      ).data.customer_prices,
  });
}

/** PUT /api/customers/{id}/prices (owner, office): every contract price, and the level. */
export function useSaveCustomerPrices(customerId: number) {
  return useMutationThatChanges(
    (body: CustomerPricesWrite) =>
      apiRequest<{ customer_prices: CustomerPrices }>(apiPath(apiPaths.prices.customer, { id: customerId }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('prices.errors.save'),
      }),
    ['prices'],
  );
}
