import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrebookingConversion, PrebookingDetail, PrebookingList, PrebookingListQuery } from '@shop/contract';
import { catalogKeys, queryString } from '@/features/catalog/api/products';
import { customerKeys } from '@/features/customers/api/customers';
import { ticketKeys } from '@/features/tickets/api/tickets';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import i18n from '@/i18n';

const fail = (key: 'fetchMany' | 'fetchOne' | 'convert') => i18n.t(`prebookings.errors.${key}`);

export const prebookingKeys = {
  all: ['prebookings'] as const,
  list: (query: PrebookingListQuery) => ['prebookings', 'list', query] as const,
  detail: (id: number) => ['prebookings', 'detail', id] as const,
};

/** GET /api/prebooking (SPEC §7): by delivery date, filtered and paginated by the server. */
export function usePrebookingList(query: PrebookingListQuery) {
  return useQuery({
    queryKey: prebookingKeys.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PrebookingList>(`/prebooking?${queryString(query)}`, {
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
    queryKey: prebookingKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<PrebookingDetail>(`/prebooking/${id}`, { signal, fallbackMessage: fail('fetchOne') })).data,
    enabled,
    // Stock moves all day: what the dialog shows is read when it opens.
    staleTime: 0,
  });
}

/**
 * PUT /api/prebooking/{id} {update_inventory: true}: the prebooking becomes a confirmed order;
 * the prebookings, the orders, the stock and the customer's balance are all refreshed.
 */
export function useConvertPrebooking() {
  return useInvalidatingMutation(
    (id: number) =>
      apiRequest<PrebookingConversion>(`/prebooking/${id}`, {
        method: 'PUT',
        body: { update_inventory: true },
        fallbackMessage: fail('convert'),
      }),
    [prebookingKeys.all, ticketKeys.all, catalogKeys.all, customerKeys.all],
  );
}
