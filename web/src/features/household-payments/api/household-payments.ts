import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HouseholdPayments, HouseholdPaymentsQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { queryString } from '@/lib/query-string';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/**
 * GET /api/Orders/household-payments (staff): a day's payments taken in house with the totals of
 * each method. In the payments domain, so that recording or reversing a payment refreshes it.
 */
export function useHouseholdPayments(query: HouseholdPaymentsQuery) {
  return useQuery({
    queryKey: queryKeys.payments.household(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<HouseholdPayments>(`${apiPath(apiPaths.payments.household)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('householdPayments.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
