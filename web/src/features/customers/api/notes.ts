import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

const key = (userId: number) => ['notes', userId] as const;

/** SPEC §7 Notes: GET/POST /api/{userId}/notes (replies `notes` / `note`), DELETE /api/note/{id}. */
export function useNotes(userId: number) {
  return useQuery({
    queryKey: key(userId),
    queryFn: async ({ signal }) =>
      (await apiRequest<never>(`/${userId}/notes`, { signal, fallbackMessage: i18n.t('customers.errors.fetchNotes') }))
        .body.notes as Note[],
  });
}

export function useAddNote(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note_text: string) =>
      apiRequest<never>(`/${userId}/notes`, {
        method: 'POST',
        body: { note_text },
        fallbackMessage: i18n.t('customers.errors.createNote'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(userId) }),
  });
}

export function useDeleteNote(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<never>(`/note/${id}`, { method: 'DELETE', fallbackMessage: i18n.t('customers.errors.deleteNote') }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(userId) }),
  });
}
