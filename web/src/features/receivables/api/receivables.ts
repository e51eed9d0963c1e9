import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Aging, AgingQuery, StatementSend, StatementSendRun } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/receivables/aging: a page of customers by age of what they owe, with the totals. */
export function useAging(query: AgingQuery) {
  return useQuery({
    queryKey: queryKeys.payments.aging(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Aging>(`${apiPath(apiPaths.receivables.aging)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('receivables.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The address of the aging as XLSX (a plain download link). */
export const agingXlsxUrl = (query: Omit<AgingQuery, 'page' | 'limit'> & { lang: string }) =>
  `/api${apiPath(apiPaths.receivables.agingXlsx)}?${queryString(query)}`;

/** The address of a customer's monthly statement PDF. */
export const statementUrl = (customerId: number, month: string) =>
  `/api${apiPath(apiPaths.statements.monthlyPdf, { id: customerId })}?month=${month}`;

/** POST /api/receivables/statements/send: starts sending a month's statements again. */
export function useSendStatements() {
  return useMutation({
    mutationFn: async (input: StatementSend) =>
      (
        await apiRequest<{ run: StatementSendRun }>(apiPath(apiPaths.receivables.sendStatements), {
          method: 'POST',
          body: input,
          fallbackMessage: i18n.t('receivables.errors.send'),
        })
      ).data.run,
  });
}

/** The progress of a run of statements, read every second until it is finished. */
export function useSendRun(run: StatementSendRun | null) {
  return useQuery({
    queryKey: queryKeys.payments.statementRun(run?.id ?? null),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ run: StatementSendRun }>(apiPath(apiPaths.receivables.sendRun, { runId: run?.id ?? '' }), {
          signal,
          fallbackMessage: i18n.t('receivables.errors.send'),
        })
      ).data.run,
    enabled: run !== null && !run.finished,
    initialData: run ?? undefined,
    refetchInterval: (query) => (query.state.data?.finished ? false : 1000),
  });
}
