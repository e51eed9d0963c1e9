import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useAuthUser } from '@/lib/use-auth-user';
import i18n from '@/i18n';

type Reply = { product_ids: number[] };

/** GET /api/favourites: the ids of the signed-in customer's starred products ("My usual"), latest first. */
export function favouritesQuery(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.favourites.ids(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Reply>(apiPath(apiPaths.favourites.list), {
          signal,
          fallbackMessage: i18n.t('shop.favourites.errors.fetch'),
        })
      ).data.product_ids,
    enabled: customerId > 0,
  });
}

export function useFavourites() {
  return useQuery(favouritesQuery(useAuthUser()?.id ?? 0));
}

/**
 * PUT or DELETE /api/favourites/{productId}: stars or unstars a product. The list shows the
 * change at once and takes the server's answer (the list as it now is) when it comes.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const key = queryKeys.favourites.ids(useAuthUser()?.id ?? 0);
  return useMutation({
    mutationFn: async ({ productId, starred }: { productId: number; starred: boolean }) =>
      (
        await apiRequest<Reply>(apiPath(apiPaths.favourites.one, { productId }), {
          method: starred ? 'PUT' : 'DELETE',
          fallbackMessage: i18n.t('shop.favourites.errors.save'),
        })
      ).data.product_ids,
    onMutate: ({ productId, starred }) => {
      const before = client.getQueryData<number[]>(key);
      const rest = (before ?? []).filter((id) => id !== productId);
      client.setQueryData<number[]>(key, starred ? [productId, ...rest] : rest);
      return { before };
    },
    onError: (_err, _vars, context) => client.setQueryData(key, context?.before),
    onSuccess: (ids) => client.setQueryData(key, ids),
  });
}
