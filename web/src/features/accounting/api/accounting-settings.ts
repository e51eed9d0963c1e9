import { useQuery } from '@tanstack/react-query';
import type { AccountingSettings } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/settings/accounting: the accounts the books' export posts to. */
export function useAccountingSettings() {
  return useQuery({
    queryKey: queryKeys.accounting.settings,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AccountingSettings>(apiPath(apiPaths.accounting.settings), {
          signal,
          fallbackMessage: i18n.t('accounting.errors.fetch'),
        })
      ).data,
  });
}

/** PUT /api/settings/accounting: every account at once. */
export function useSaveAccountingSettings() {
  return useMutationThatChanges(
    (body: AccountingSettings) =>
      apiRequest<AccountingSettings>(apiPath(apiPaths.accounting.settings), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('accounting.errors.save'),
      }),
    ['accountingSettings'],
  );
}
