import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMutationThatChanges } from '@/lib/stale';
import type { OrderDetail, OrderList } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import type { CustomerOrderChange } from '@shop/contract/order-change';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import i18n from '@/i18n';

export type TicketTab = 'open' | 'past';

const fetchList = async (path: string, signal: AbortSignal) =>
  (await apiRequest<OrderList>(path, { signal, fallbackMessage: i18n.t('orders.errors.fetchMany') })).data;

/** GET /api/customer/weborder/tickets/{customerId}: the customer's web orders, open or past. */
export function useWebTickets(customerId: number, type: TicketTab, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.orders.customerTickets(customerId, type, page, limit),
    queryFn: ({ signal }) =>
      fetchList(
        `${apiPath(apiPaths.orders.customerWebOrders, { customerId })}?${queryString({ type, page, limit })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/customer/Orders/{customerId}: every order of the customer, staff-entered ones too. */
export function customerOrdersQuery(customerId: number, page: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.orders.customerAll(customerId, page, limit),
    queryFn: ({ signal }) =>
      fetchList(`${apiPath(apiPaths.orders.customerOrders, { customerId })}?${queryString({ page, limit })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useCustomerOrders = (customerId: number, page: number, limit: number) =>
  useQuery(customerOrdersQuery(customerId, page, limit));

/** GET /api/customer/tickets/{orderId}: one of the customer's orders with its lines and what is paid of it. */
export function customerOrderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.customerOne(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ order: OrderDetail }>(apiPath(apiPaths.orders.customerOrder, { id }), {
          signal,
          fallbackMessage: i18n.t('orders.errors.fetchOne'),
        })
      ).data.order,
  });
}

export const useCustomerOrder = (id: number) => useQuery(customerOrderQuery(id));

/** POST /api/customer/tickets/{id}/cancel: the florist cancels a pending web order before its day's cutoff. */
export function useCancelOwnOrder(id: number) {
  return useMutationThatChanges(
    () =>
      apiRequest<{ order: OrderDetail }>(apiPath(apiPaths.orders.customerCancel, { id }), {
        method: 'POST',
        fallbackMessage: i18n.t('customerOrders.cancel.failed'),
      }),
    ['order'],
  );
}

/** PUT /api/customer/tickets/{id}: the florist changes the quantities of a pending web order before its day's cutoff. */
export function useChangeOwnOrder(id: number) {
  return useMutationThatChanges(
    (body: CustomerOrderChange) =>
      apiRequest<{ order: OrderDetail }>(apiPath(apiPaths.orders.customerOrder, { id }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('orderChange.failed'),
      }),
    ['order'],
  );
}
