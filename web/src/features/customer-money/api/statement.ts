import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, Statement } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { queryString } from '@/lib/query-string';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';
import type { Period } from '../use-period';

/** GET /api/customer/statement/{id}: a page of the statement, newest first, with its balances. */
export function useStatement(customerId: number, page: number, limit: number, period: Period) {
  const query = { page, limit, from: period.from, to: period.to, order: 'desc' };
  return useQuery({
    queryKey: queryKeys.statements.customer(customerId, query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Statement>(
          `${apiPath(apiPaths.statements.statement, { id: customerId })}?${queryString(query)}`,
          {
            signal,
            fallbackMessage: i18n.t('customerMoney.errors.fetchStatement'),
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The statement of the period as a PDF, in the reader's language. */
export const statementPdfUrl = (customerId: number, period: Period, lang: Language) =>
  `/api${apiPath(apiPaths.statements.statementPdf, { id: customerId })}?${queryString({ ...period, lang })}`;

/** The payments of the period as a PDF, in the reader's language. */
export const paymentsPdfUrl = (customerId: number, period: Period, lang: Language) =>
  `/api${apiPath(apiPaths.statements.paymentsPdf, { id: customerId })}?${queryString({ ...period, lang })}`;
