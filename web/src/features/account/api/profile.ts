import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, CustomerDetail, OwnProfileUpdate } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

export function useUpdateOwnProfile(id: number) {
  return useMutationThatChanges(
    (values: OwnProfileUpdate) =>
      apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.ownProfile, { id }), {
        method: 'PUT',
        body: values,
        fallbackMessage: i18n.t('customers.errors.update'),
      }),
    ['customer'],
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordRequest) =>
      apiRequest<null>(apiPath(apiPaths.auth.changePassword), {
        method: 'POST',
        body: values,
        fallbackMessage: i18n.t('errors.unexpected'),
      }),
  });
}
