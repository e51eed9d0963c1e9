import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList, AuditListParams } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/**
 * GET /api/audit: the audit trail, newest first, filtered and paginated on the server. Read by
 * the History panels (an order, a customer, a product) and the /admin/audit screen.
 */
export function useAuditEvents(query: Partial<AuditListParams>) {
  return useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AuditList>(`${apiPath(apiPaths.audit.list)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('audit.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
