import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';
import { offerKeys } from './offers';

/** GET /api/offers/active: the offers a signed-in customer sees today. */
export function useActiveOffers() {
  return useQuery({
    queryKey: offerKeys.active,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ offers: Offer[] }>('/offers/active', {
          signal,
          fallbackMessage: i18n.t('offers.errors.fetchActive'),
        })
      ).data.offers,
    staleTime: 5 * 60_000,
  });
}
