import { useQuery } from '@tanstack/react-query';
import type { CreditStatus } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/** GET /api/receivables/customers/{id}/credit: balance, limit and overdue; an id of 0 asks nothing. */
export function useCreditStatus(customerId: number) {
  return useQuery({
    queryKey: queryKeys.customers.credit(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ credit: CreditStatus }>(apiPath(apiPaths.receivables.creditStatus, { id: customerId }), {
          signal,
          fallbackMessage: i18n.t('tickets.credit.fetchError'),
        })
      ).data.credit,
    enabled: customerId > 0,
  });
}
