import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NeedsDraft, PurchaseMinimum, PurchaseOrderListItem, PurchasingNeeds } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const paths = apiPaths.purchasing;

export interface NeedsQuery {
  arrival: string;
  days: number;
  supplier?: string;
  page: number;
  limit: number;
}

/** GET /api/purchasing/needs: a page of what to buy for an arrival, and every supplier's totals. */
export function usePurchasingNeeds(query: NeedsQuery | null) {
  return useQuery({
    queryKey: queryKeys.purchasing.needs(query ?? {}),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PurchasingNeeds>(`${apiPath(paths.needs)}?${queryString({ ...query })}`, {
          signal,
          fallbackMessage: i18n.t('purchasing.needs.fetchError'),
        })
      ).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/purchasing/needs/drafts: one draft per supplier of the lines chosen. */
export function useDraftFromNeeds() {
  return useMutationThatChanges(
    (body: NeedsDraft) =>
      apiRequest<{ purchase_orders: PurchaseOrderListItem[] }>(apiPath(paths.needsDrafts), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['purchaseOrder'],
  );
}

/** PUT /api/purchasing/minimums/{productId}: the stock what to buy tops up to; 0 removes it. */
export function useSetMinimum() {
  return useMutationThatChanges(
    ({ productId, min_units }: { productId: number; min_units: number }) =>
      apiRequest<PurchaseMinimum>(apiPath(paths.minimum, { productId }), {
        method: 'PUT',
        body: { min_units },
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['supplier'],
  );
}
