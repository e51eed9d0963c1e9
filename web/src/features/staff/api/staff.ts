import { useQuery } from '@tanstack/react-query';
import type { SessionInfo, StaffInvite, StaffMember, StaffUpdate } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/staff: every staff member (owner only). */
export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff.list,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ staff: StaffMember[] }>(apiPath(apiPaths.staff.list), {
          signal,
          fallbackMessage: i18n.t('staff.errors.fetch'),
        })
      ).data.staff,
  });
}

export function useInviteStaff() {
  return useMutationThatChanges(
    (body: StaffInvite) =>
      apiRequest<{ member: StaffMember }>(apiPath(apiPaths.staff.list), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

export function useUpdateStaff() {
  return useMutationThatChanges(
    ({ id, ...body }: StaffUpdate & { id: number }) =>
      apiRequest<{ member: StaffMember }>(apiPath(apiPaths.staff.one, { id }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

export function useSetStaffActive() {
  return useMutationThatChanges(
    ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<{ member: StaffMember }>(apiPath(apiPaths.staff.active, { id }), {
        method: 'PUT',
        body: { active },
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

export function useResetStaffPassword() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<null>(apiPath(apiPaths.staff.resetPassword, { id }), {
        method: 'POST',
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

/** POST /api/staff/:id/reset-two-step: the owner turns a member's two-step sign-in off. */
export function useResetStaffTwoStep() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<null>(apiPath(apiPaths.staff.resetTwoStep, { id }), {
        method: 'POST',
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

export function useEndStaffSessions() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<null>(apiPath(apiPaths.staff.sessions, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('staff.errors.save'),
      }),
    ['staff'],
  );
}

/** GET /api/staff/:id/sessions: a member's live sessions (owner only). */
export function useStaffSessions(id: number) {
  return useQuery({
    queryKey: queryKeys.staff.sessions(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ sessions: SessionInfo[] }>(apiPath(apiPaths.staff.sessions, { id }), {
          signal,
          fallbackMessage: i18n.t('sessions.errors.fetch'),
        })
      ).data.sessions,
  });
}
