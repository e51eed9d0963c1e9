import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, SetPasswordRequest } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      apiRequest<null>('/auth/forgot-password', {
        method: 'POST',
        body: input,
        fallbackMessage: i18n.t('forgot.failed'),
      }),
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPasswordRequest) =>
      apiRequest<null>('/auth/set-password', {
        method: 'POST',
        body: input,
        fallbackMessage: i18n.t('errors.unexpected'),
      }),
  });
}
