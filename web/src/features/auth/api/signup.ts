import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

export function signup(input: SignupRequest) {
  return apiRequest<null>(apiPath(apiPaths.auth.signup), {
    method: 'POST',
    body: input,
    fallbackMessage: i18n.t('signup.failed'),
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
