import type { CustomerDetail, PaymentReceive } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

// Reading the payments is shared with the customer's own payments page: '@/api/payments'.
const usePaymentMutation = <I>(
  mutationFn: (input: I) => Promise<{ data: { message: string; data: CustomerDetail } }>,
) => useMutationThatChanges(mutationFn, ['payment']);

/** POST /api/payment/receive: SPEC §3's receipt, `data: {message, data: customer}`. */
export function useReceivePayment() {
  return usePaymentMutation((input: PaymentReceive) =>
    apiRequest<{ message: string; data: CustomerDetail }>(apiPath(apiPaths.payments.receive), {
      method: 'POST',
      body: input,
      fallbackMessage: i18n.t('customers.errors.receivePayment'),
    }),
  );
}

export function useReversePayment() {
  return usePaymentMutation((paymentId: number) =>
    apiRequest<{ message: string; data: CustomerDetail }>(apiPath(apiPaths.payments.reverse, { id: paymentId }), {
      method: 'POST',
      fallbackMessage: i18n.t('customers.errors.receivePayment'),
    }),
  );
}
