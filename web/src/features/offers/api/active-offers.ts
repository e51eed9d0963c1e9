import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/** GET /api/offers/active: the offers a signed-in customer sees today. */
export const activeOffersQuery = () =>
  queryOptions({
    queryKey: queryKeys.offers.active,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ offers: Offer[] }>(apiPath(apiPaths.offers.active), {
          signal,
          fallbackMessage: i18n.t('offers.errors.fetchActive'),
        })
      ).data.offers,
    staleTime: 5 * 60_000,
  });

export const useActiveOffers = () => useQuery(activeOffersQuery());
