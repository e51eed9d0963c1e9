import { useQuery } from '@tanstack/react-query';
import type { Designer } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

/** GET /api/design-center/fetchUser: the active designers (staff with the role), those one can assign. */
export function useActiveDesigners() {
  return useQuery({
    queryKey: queryKeys.designers.active,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ users: Designer[] }>(apiPath(apiPaths.designCenter.activeDesigners), {
          signal,
          fallbackMessage: i18n.t('designCenter.errors.fetchUsers'),
        })
      ).data.users,
    staleTime: 60_000,
  });
}

/** GET /api/designers: every staff member with the designer role, for the filter. */
export function useAllDesigners() {
  return useQuery({
    queryKey: queryKeys.designers.all,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ designers: Designer[] }>(apiPath(apiPaths.designCenter.designers), {
          signal,
          fallbackMessage: i18n.t('designCenter.errors.fetchUsers'),
        })
      ).data.designers,
    staleTime: 60_000,
  });
}
