import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Payment } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
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
          `${apiPath(apiPaths.payments.ofCustomer, { id: customerId })}?${queryString({ page, limit, from, to })}`,
          { signal, fallbackMessage: i18n.t('customers.errors.fetchPayments') },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
