import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, OfferList, OfferListQuery, OfferWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`offers.errors.${key}`);

export function useOfferList(query: OfferListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: queryKeys.offers.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<OfferList>(`${apiPath(apiPaths.offers.list)}?${params}`, {
          signal,
          fallbackMessage: fail('fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function offerQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.offers.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ offer: Offer }>(apiPath(apiPaths.offers.one, { id }), {
          signal,
          fallbackMessage: fail('fetchOne'),
        })
      ).data.offer,
  });
}

/** One offer; an id of 0 (a form creating one) asks nothing. */
export const useOffer = (id: number) => useQuery({ ...offerQuery(id), enabled: id > 0 });

/** Every change to an offer refreshes the lists, that offer and the customers' active offers. */
export const useOfferMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useMutationThatChanges(mutationFn, ['offer']);

/** POST /api/offers, or PUT /api/offers/{id} when editing. */
export function useSaveOffer(id: number | null) {
  return useOfferMutation((values: OfferWrite) =>
    apiRequest<{ offer: Offer }>(id ? apiPath(apiPaths.offers.one, { id }) : apiPath(apiPaths.offers.list), {
      method: id ? 'PUT' : 'POST',
      body: values,
      fallbackMessage: fail(id ? 'update' : 'create'),
    }),
  );
}

export function useDeleteOffer() {
  return useOfferMutation((id: number) =>
    apiRequest<{ deleted: true }>(apiPath(apiPaths.offers.one, { id }), {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}
