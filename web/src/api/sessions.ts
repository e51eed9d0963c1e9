import { useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/auth/sessions: the signed-in user's live sessions, the current one marked (issue 15, part 4). */
export function useOwnSessions() {
  return useQuery({
    queryKey: queryKeys.sessions.list,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ sessions: SessionInfo[] }>(apiPath(apiPaths.auth.sessions), {
          signal,
          fallbackMessage: i18n.t('sessions.errors.fetch'),
        })
      ).data.sessions,
  });
}

/** DELETE /api/auth/sessions/:id: ends one of them (the current one signs this browser out). */
export function useEndOwnSession() {
  return useMutationThatChanges(
    (id: string) =>
      apiRequest<null>(apiPath(apiPaths.auth.session, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('sessions.errors.end'),
      }),
    ['sessionEnded'],
  );
}
