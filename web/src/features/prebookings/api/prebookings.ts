import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrebookingConversion, PrebookingDetail, PrebookingList, PrebookingListQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: 'fetchMany' | 'fetchOne' | 'convert') => i18n.t(`prebookings.errors.${key}`);

/** GET /api/prebooking (SPEC §7): by delivery date, filtered and paginated by the server. */
export function usePrebookingList(query: PrebookingListQuery) {
  return useQuery({
    queryKey: queryKeys.prebookings.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PrebookingList>(`${apiPath(apiPaths.prebookings.list)}?${queryString(query)}`, {
          signal,
          fallbackMessage: fail('fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/prebooking/{id}: the prebooking and what converting it now would take or back-order. */
export function usePrebooking(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.prebookings.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PrebookingDetail>(apiPath(apiPaths.prebookings.one, { id }), {
          signal,
          fallbackMessage: fail('fetchOne'),
        })
      ).data,
    enabled,
    // Stock moves all day: what the dialog shows is read when it opens.
    staleTime: 0,
  });
}

/**
 * PUT /api/prebooking/{id} {update_inventory: true}: the prebooking becomes a confirmed order;
 * an order change (lib/stale.ts): the prebookings, the orders, the stock and the customer's balance.
 */
export function useConvertPrebooking() {
  return useMutationThatChanges(
    // Past credit control, the conversion needs the reason (recorded with the staff member).
    ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest<PrebookingConversion>(apiPath(apiPaths.prebookings.one, { id }), {
        method: 'PUT',
        body: { update_inventory: true, ...(reason ? { credit_override_reason: reason } : {}) },
        fallbackMessage: fail('convert'),
      }),
    ['order'],
  );
}
