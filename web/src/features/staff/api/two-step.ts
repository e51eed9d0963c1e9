import { useQuery } from '@tanstack/react-query';
import type { AuthSettings, TotpEnrolment, TotpStatus } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/auth/totp: whether the signed-in member has two-step sign-in, and must. */
export function useTotpStatus() {
  return useQuery({
    queryKey: queryKeys.staff.totp,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<TotpStatus>(apiPath(apiPaths.auth.totp), {
          signal,
          fallbackMessage: i18n.t('twoStep.account.errors.fetch'),
        })
      ).data,
  });
}

/** Enrolment and disabling change the member's two-step state (the staff domain's queries). */
function useTotpAction<I, O>(path: string, withBody: boolean) {
  return useMutationThatChanges(
    (body: I) =>
      apiRequest<O>(apiPath(path), {
        method: 'POST',
        ...(withBody ? { body } : {}),
        fallbackMessage: i18n.t('twoStep.account.errors.save'),
      }),
    ['staff'],
  );
}

export const useStartTotp = () => useTotpAction<void, TotpEnrolment>(apiPaths.auth.totpStart, false);
export const useConfirmTotp = () =>
  useTotpAction<{ code: string }, { recovery_codes: string[] }>(apiPaths.auth.totpConfirm, true);
export const useDisableTotp = () => useTotpAction<{ code: string }, null>(apiPaths.auth.totpDisable, true);
export const useRenewRecoveryCodes = () =>
  useTotpAction<{ code: string }, { recovery_codes: string[] }>(apiPaths.auth.totpRecoveryCodes, true);

/** GET/PUT /api/auth/settings: whom two-step sign-in is required of (owner only). */
export function useAuthSettings() {
  return useQuery({
    queryKey: queryKeys.staff.authSettings,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AuthSettings>(apiPath(apiPaths.auth.settings), {
          signal,
          fallbackMessage: i18n.t('twoStep.setting.errors.fetch'),
        })
      ).data,
  });
}

export function useSaveAuthSettings() {
  return useMutationThatChanges(
    (body: AuthSettings) =>
      apiRequest<AuthSettings>(apiPath(apiPaths.auth.settings), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('twoStep.setting.errors.save'),
      }),
    ['staff'],
  );
}
