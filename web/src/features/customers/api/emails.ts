import { useQuery } from '@tanstack/react-query';
import type { SentEmail } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

interface EmailPage {
  emails: SentEmail[];
  pagination: { page: number; limit: number; total: number };
}

/** GET /api/customers/{id}/emails: what was sent to the customer (staff only). */
export function useCustomerEmails(customerId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.emails.of(customerId, page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<EmailPage>(`${apiPath(apiPaths.customers.emails, { id: customerId })}?page=${page}&limit=10`, {
          signal,
          fallbackMessage: i18n.t('customers.emails.fetchFailed'),
        })
      ).data,
  });
}
