import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HouseholdPayments, HouseholdPaymentsQuery } from '@shop/contract';
import { queryString } from '@/features/catalog/api/products';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

/**
 * GET /api/Orders/household-payments (staff): a day's payments taken in house with the totals of
 * each method. Under ['payments'], so that recording or reversing a payment refreshes it.
 */
export function useHouseholdPayments(query: HouseholdPaymentsQuery) {
  return useQuery({
    queryKey: ['payments', 'household', query] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<HouseholdPayments>(`/Orders/household-payments?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('householdPayments.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
