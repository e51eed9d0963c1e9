import { useMutation } from '@tanstack/react-query';
import type { AuthUser, LoginReply, LoginRequest, LoginSecondStepRequest } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

/** The password step: the user signed in, or (staff with TOTP) the token of a second step. */
export async function login(input: LoginRequest): Promise<LoginReply> {
  const { data } = await apiRequest<LoginReply>(apiPath(apiPaths.auth.login), {
    method: 'POST',
    body: input,
    fallbackMessage: i18n.t('login.failed'),
  });
  return data;
}

/** The second step: a code of the authenticator app, or a recovery code. */
export async function loginSecondStep(input: LoginSecondStepRequest): Promise<AuthUser> {
  const { data } = await apiRequest<{ user: AuthUser }>(apiPath(apiPaths.auth.loginSecondStep), {
    method: 'POST',
    body: input,
    fallbackMessage: i18n.t('login.failed'),
  });
  return data.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useLoginSecondStep() {
  return useMutation({ mutationFn: loginSecondStep });
}
