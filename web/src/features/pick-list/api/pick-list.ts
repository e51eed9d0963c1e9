import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, PickList, PickListQuery } from '@shop/contract';
import { pickRowKey, type PickTick, type PickTicks, type PickTicksQuery } from '@shop/contract/pick-ticks';
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

/** How often a picker's list reads the others' ticks while it is open. */
const TICKS_EVERY_MS = 10_000;

/** The ticks' key: under the list's own, so that whatever refreshes the list refreshes them. */
const ticksKey = (query: PickTicksQuery) => [...queryKeys.designCenter.pickList(query), 'ticks'] as const;

/** GET /api/pick-list/ticks: the rows ticked off on this list, by every picker (read again every 10 s). */
export function usePickTicks(query: PickTicksQuery) {
  return useQuery({
    queryKey: ticksKey(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PickTicks>(`${apiPath(apiPaths.designCenter.pickTicks)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('pickList.errors.fetch'),
        })
      ).data.ticks,
    refetchInterval: TICKS_EVERY_MS,
  });
}

/** A row of the list (a product's pack) ticked for the quantity it shows, or unticked. */
export interface PickRowTick {
  product_id: number;
  unit: string;
  stems_per_unit: number;
  pack_units: number;
  quantity: number;
  ticked: boolean;
}

/** PUT /api/pick-list/ticks: ticks a row (for the quantity shown) or unticks it; the reply is the list's ticks. */
export function useTickRow(query: PickTicksQuery) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tick: PickRowTick) =>
      (
        await apiRequest<PickTicks>(apiPath(apiPaths.designCenter.pickTicks), {
          method: 'PUT',
          body: { ...query, ...tick },
          fallbackMessage: i18n.t('pickList.errors.tick'),
        })
      ).data.ticks,
    // The box answers the thumb at once; the server's reply (every picker's ticks) replaces the guess.
    onMutate: async (tick) => {
      await client.cancelQueries({ queryKey: ticksKey(query) });
      const before = client.getQueryData<PickTick[]>(ticksKey(query));
      const others = (before ?? []).filter((row) => pickRowKey(row) !== pickRowKey(tick));
      const { ticked: _ticked, ...row } = tick;
      const mine = { ...row, ticked_by_name: null, ticked_at: '' };
      client.setQueryData(ticksKey(query), tick.ticked ? [...others, mine] : others);
      return { before };
    },
    onError: (_err, _tick, context) => client.setQueryData(ticksKey(query), context?.before),
    onSuccess: (ticks) => client.setQueryData(ticksKey(query), ticks),
  });
}
