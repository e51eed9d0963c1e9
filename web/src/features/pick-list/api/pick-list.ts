import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, PickList, PickListQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

/** GET /api/pick-list: each product to pull from the cooler for the date and scope. */
export function usePickList(query: PickListQuery) {
  return useQuery({
    queryKey: queryKeys.designCenter.pickList(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PickList>(`${apiPath(apiPaths.designCenter.pickList)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('pickList.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The pick list as a PDF in the reader's language. */
export const pickListPdfUrl = (query: PickListQuery, lang: Language) =>
  `/api${apiPath(apiPaths.designCenter.pickListPdf)}?${queryString({ ...query, lang })}`;

/** The date's packing slips (the same orders) in one PDF. */
export const packingSlipsUrl = (query: PickListQuery) =>
  `/api${apiPath(apiPaths.designCenter.packingSlips)}?${queryString(query)}`;
