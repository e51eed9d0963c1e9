import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@shop/contract/api-paths';
import { apiTokenPaths, type ApiToken, type ApiTokenList, type ApiTokenWrite } from '@shop/contract/api-tokens';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/tokens: the signed-in user's tokens, and the scopes the server lets them give. */
export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens.list,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ApiTokenList>(apiPath(apiTokenPaths.list), {
          signal,
          fallbackMessage: i18n.t('apiTokens.errors.fetch'),
        })
      ).data,
  });
}

/** POST /api/tokens: the reply carries the token itself, this once. */
export function useCreateApiToken() {
  return useMutationThatChanges(
    (write: ApiTokenWrite) =>
      apiRequest<{ api_token: ApiToken; token: string }>(apiPath(apiTokenPaths.list), {
        method: 'POST',
        body: write,
        fallbackMessage: i18n.t('apiTokens.errors.create'),
      }),
    ['apiToken'],
  );
}

/** DELETE /api/tokens/:id: refused from the next call on. */
export function useRevokeApiToken() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ api_token: ApiToken }>(apiPath(apiTokenPaths.one, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('apiTokens.errors.revoke'),
      }),
    ['apiToken'],
  );
}
