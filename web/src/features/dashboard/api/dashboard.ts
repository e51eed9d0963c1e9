import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardFigure, DashboardQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/dashboard: the period's figures beside the year before's (issue 39). */
export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: queryKeys.orders.dashboard(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Dashboard>(`${apiPath(apiPaths.dashboard.figures)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('dashboard.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The address of one figure as XLSX (a plain download link). */
export const figureXlsxUrl = (figure: DashboardFigure, query: DashboardQuery & { lang: string }) =>
  `/api${apiPath(apiPaths.dashboard.figureXlsx, { figure })}?${queryString(query)}`;
