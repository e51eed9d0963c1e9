import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

export function signup(input: SignupRequest) {
  return apiRequest<null>('/auth/signup', { method: 'POST', body: input, fallbackMessage: i18n.t('signup.failed') });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
