import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, MarginReport, MarginReportQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/reports/margin: a page of a period's margin by product, category, customer or supplier (issue 37). */
export function useMarginReport(query: MarginReportQuery) {
  return useQuery({
    queryKey: queryKeys.orders.margins(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<MarginReport>(`${apiPath(apiPaths.margins.report)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('margins.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The whole report of the period (every group, no paging) as XLSX: a plain download link. */
export const marginXlsxUrl = (query: Omit<MarginReportQuery, 'page' | 'limit'>, lang: Language) =>
  `/api${apiPath(apiPaths.margins.reportXlsx)}?${queryString({ ...query, lang })}`;
