import { useMutation, useQuery } from '@tanstack/react-query';
import type { FreshListSettings, FreshListStatus, FreshListSubscription } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/settings/fresh-list (owner, office). */
export function useFreshListSettings() {
  return useQuery({
    queryKey: queryKeys.freshList.settings,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<FreshListStatus>(apiPath(apiPaths.freshList.settings), {
          signal,
          fallbackMessage: i18n.t('freshList.errors.fetch'),
        })
      ).data,
  });
}

/** PUT /api/settings/fresh-list. */
export function useSaveFreshListSettings() {
  return useMutationThatChanges(
    (body: FreshListSettings) =>
      apiRequest<FreshListStatus>(apiPath(apiPaths.freshList.settings), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('freshList.errors.save'),
      }),
    ['freshList'],
  );
}

/** GET /api/customer/fresh-list: whether the signed-in customer gets it. */
export function useFreshListSubscription() {
  return useQuery({
    queryKey: queryKeys.freshList.subscription,
    queryFn: async ({ signal }) =>
      (await apiRequest<FreshListSubscription>(apiPath(apiPaths.freshList.subscription), { signal })).data,
  });
}

/** PUT /api/customer/fresh-list. */
export function useSetFreshListSubscription() {
  return useMutationThatChanges(
    (body: FreshListSubscription) =>
      apiRequest<FreshListSubscription>(apiPath(apiPaths.freshList.subscription), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('freshList.profile.errors'),
      }),
    ['freshList'],
  );
}

/** POST /api/unsubscribe/{token}: the e-mail's link, no sign-in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ unsubscribed: true }>(apiPath(apiPaths.freshList.unsubscribe, { token }), {
        method: 'POST',
        body: {},
      }),
  });
}
