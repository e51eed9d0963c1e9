import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerList, CustomerListQuery } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`customers.errors.${key}`);

/** GET /api/customers: a page of customers (the staff's list, the customer pickers and filters). */
export function customerListQuery(query: CustomerListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: queryKeys.customers.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CustomerList>(`${apiPath(apiPaths.customers.list)}?${params}`, {
          signal,
          fallbackMessage: fail('fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/customer/{id}: one customer with their balance (staff, or the customer themself). */
export function customerQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.own, { id }), {
          signal,
          fallbackMessage: fail('fetchOne'),
        })
      ).data.customer,
  });
}

/** One customer; an id of 0 (a form creating one) asks nothing. */
export const useCustomer = (id: number) => useQuery({ ...customerQuery(id), enabled: id > 0 });
