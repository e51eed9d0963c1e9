import { useQuery } from '@tanstack/react-query';
import type { Designer, DesignerCreate, DesignerUpdate } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/design-center/fetchUser: the active designers, those one can assign. */
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

/** GET /api/designers: every designer, for the filter and the list staff keep. */
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

/**
 * Adding, renaming or (de)activating a designer changes both lists; a rename also changes the
 * rows that name them.
 */
const useDesignerMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useMutationThatChanges(mutationFn, ['designer']);

export function useCreateDesigner() {
  return useDesignerMutation((body: DesignerCreate) =>
    apiRequest<{ designer: Designer }>(apiPath(apiPaths.designCenter.designers), {
      method: 'POST',
      body,
      fallbackMessage: i18n.t('designCenter.errors.saveDesigner'),
    }),
  );
}

export function useUpdateDesigner() {
  return useDesignerMutation(({ id, ...body }: DesignerUpdate & { id: number }) =>
    apiRequest<{ designer: Designer }>(apiPath(apiPaths.designCenter.designer, { id }), {
      method: 'PUT',
      body,
      fallbackMessage: i18n.t('designCenter.errors.saveDesigner'),
    }),
  );
}
