import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, CustomerDetail, OwnProfileUpdate } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';
import { customerKeys } from '@/features/customers/api/customers';

export function useUpdateOwnProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: OwnProfileUpdate) =>
      apiRequest<{ customer: CustomerDetail }>(`/customer/${id}/profile`, {
        method: 'PUT',
        body: values,
        fallbackMessage: i18n.t('customers.errors.update'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordRequest) =>
      apiRequest<null>('/auth/change-password', {
        method: 'POST',
        body: values,
        fallbackMessage: i18n.t('errors.unexpected'),
      }),
  });
}
