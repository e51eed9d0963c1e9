import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, SetPasswordRequest } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      apiRequest<null>(apiPath(apiPaths.auth.forgotPassword), {
        method: 'POST',
        body: input,
        fallbackMessage: i18n.t('forgot.failed'),
      }),
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPasswordRequest) =>
      apiRequest<null>(apiPath(apiPaths.auth.setPassword), {
        method: 'POST',
        body: input,
        fallbackMessage: i18n.t('errors.unexpected'),
      }),
  });
}
