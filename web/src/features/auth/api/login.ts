import { useMutation } from '@tanstack/react-query';
import type { AuthUser, LoginRequest } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

export async function login(input: LoginRequest): Promise<AuthUser> {
  const { data } = await apiRequest<{ user: AuthUser }>(apiPath(apiPaths.auth.login), {
    method: 'POST',
    body: input,
    fallbackMessage: i18n.t('login.failed'),
  });
  return data.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
