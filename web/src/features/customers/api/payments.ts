import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, Payment, PaymentReceive } from '@shop/contract';
import { queryString } from '@/lib/query-string';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

export interface PaymentPage {
  payments: Payment[];
  pagination: { page: number; limit: number; total: number };
  customer: { id: number; balance_cents: number };
}

/** Which page, how long, and optionally the period (business days, both included). */
export interface PaymentListOptions {
  limit?: number;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/customer/Orders/payments/{id}: staff, or the customer themself. */
export function usePayments(customerId: number, page = 1, { limit = 20, from, to }: PaymentListOptions = {}) {
  return useQuery({
    queryKey: queryKeys.payments.customer(customerId, page, limit, from ?? null, to ?? null),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PaymentPage>(
          `/customer/Orders/payments/${customerId}?${queryString({ page, limit, from, to })}`,
          { signal, fallbackMessage: i18n.t('customers.errors.fetchPayments') },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

const usePaymentMutation = <I>(
  mutationFn: (input: I) => Promise<{ data: { message: string; data: CustomerDetail } }>,
) => useMutationThatChanges(mutationFn, ['payment']);

/** POST /api/payment/receive: SPEC §3's receipt, `data: {message, data: customer}`. */
export function useReceivePayment() {
  return usePaymentMutation((input: PaymentReceive) =>
    apiRequest<{ message: string; data: CustomerDetail }>('/payment/receive', {
      method: 'POST',
      body: input,
      fallbackMessage: i18n.t('customers.errors.receivePayment'),
    }),
  );
}

export function useReversePayment() {
  return usePaymentMutation((paymentId: number) =>
    apiRequest<{ message: string; data: CustomerDetail }>(`/payments/${paymentId}/reverse`, {
      method: 'POST',
      fallbackMessage: i18n.t('customers.errors.receivePayment'),
    }),
  );
}
