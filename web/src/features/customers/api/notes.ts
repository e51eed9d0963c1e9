import { useQuery } from '@tanstack/react-query';
import type { Note } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** SPEC §7 Notes: GET/POST /api/{userId}/notes (replies `notes` / `note`), DELETE /api/note/{id}. */
export function useNotes(userId: number) {
  return useQuery({
    queryKey: queryKeys.notes.of(userId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<never>(apiPath(apiPaths.notes.ofCustomer, { userId }), {
          signal,
          fallbackMessage: i18n.t('customers.errors.fetchNotes'),
        })
      ).body.notes as Note[],
  });
}

export function useAddNote(userId: number) {
  return useMutationThatChanges(
    (note_text: string) =>
      apiRequest<never>(apiPath(apiPaths.notes.ofCustomer, { userId }), {
        method: 'POST',
        body: { note_text },
        fallbackMessage: i18n.t('customers.errors.createNote'),
      }),
    ['note'],
  );
}

export function useDeleteNote() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<never>(apiPath(apiPaths.notes.one, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('customers.errors.deleteNote'),
      }),
    ['note'],
  );
}
