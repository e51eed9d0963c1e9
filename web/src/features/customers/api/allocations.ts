import { useQuery } from '@tanstack/react-query';
import type { OpenInvoice, PaymentAllocations, Reallocate } from '@shop/contract/receivables';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/payments/{id}/allocations: the invoices a payment settles and what it leaves open. */
export function usePaymentAllocations(paymentId: number) {
  return useQuery({
    queryKey: queryKeys.payments.allocations(paymentId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ allocation: PaymentAllocations }>(
          apiPath(apiPaths.payments.allocations, { id: paymentId }),
          {
            signal,
            fallbackMessage: i18n.t('allocations.errors.fetch'),
          },
        )
      ).data.allocation,
  });
}

/** GET /api/receivables/customers/{id}/open-invoices: what each open invoice still owes, oldest first. */
export function useOpenInvoices(customerId: number) {
  return useQuery({
    queryKey: queryKeys.payments.openInvoices(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ invoices: OpenInvoice[] }>(apiPath(apiPaths.receivables.openInvoices, { id: customerId }), {
          signal,
          fallbackMessage: i18n.t('allocations.errors.fetch'),
        })
      ).data.invoices,
  });
}

/** PUT /api/payments/{id}/allocations: what the payment settles now (the rest is open credit). */
export function useReallocatePayment(paymentId: number) {
  return useMutationThatChanges(
    (input: Reallocate) =>
      apiRequest<{ allocation: PaymentAllocations }>(apiPath(apiPaths.payments.allocations, { id: paymentId }), {
        method: 'PUT',
        body: input,
        fallbackMessage: i18n.t('allocations.errors.save'),
      }),
    ['payment'],
  );
}
