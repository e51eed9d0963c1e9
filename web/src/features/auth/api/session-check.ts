import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useAuthUser } from '@/lib/use-auth-user';
import { writeAuthUser } from '@/lib/auth-storage';

/**
 * The stored authUser is only a hint: once per page load the server confirms the session.
 * An ended session answers 401 'Unauthorized', which signs the page out (api-client).
 */
export const sessionQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.session.me(userId),
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const { data } = await apiRequest<{ user: AuthUser }>(apiPath(apiPaths.auth.me));
      writeAuthUser(data.user);
      return data.user;
    },
  });

/**
 * The session check of the signed-in pages; their route loader starts it (app/routes.tsx). The
 * layout shows nothing of it: it is not drawn again when the check runs or ends (a query read
 * for none of its fields would be, each time).
 */
export function useSessionCheck(): void {
  const user = useAuthUser();
  useQuery({ ...sessionQuery(user?.id), enabled: user !== null, notifyOnChangeProps: [] });
}
