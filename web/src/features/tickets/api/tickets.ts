import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderList, OrderListQuery, OrderStatus, StaffOrderWrite } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { catalogKeys, queryString } from '@/features/catalog/api/products';
import { customerKeys } from '@/features/customers/api/customers';
import i18n from '@/i18n';

// The SPEC §8 fallbacks live with the shared order texts (orders.errors), the customer pages use them too.
const fail = (key: 'fetchMany' | 'fetchOne' | 'create' | 'update' | 'delete') => i18n.t(`orders.errors.${key}`);

export const ticketKeys = {
  all: ['tickets'] as const,
  list: (query: OrderListQuery) => ['tickets', 'list', query] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
};

export function useTicketList(query: OrderListQuery) {
  return useQuery({
    queryKey: ticketKeys.list(query),
    queryFn: async ({ signal }) =>
      (await apiRequest<OrderList>(`/Orders?${queryString(query)}`, { signal, fallbackMessage: fail('fetchMany') }))
        .data,
    placeholderData: keepPreviousData,
  });
}

export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ order: Order }>(`/Orders/${id}`, { signal, fallbackMessage: fail('fetchOne') })).data.order,
  });
}

/** One order; an id of 0 (a form creating one) asks nothing. */
export const useTicket = (id: number) => useQuery({ ...ticketQuery(id), enabled: id > 0 });

/**
 * An order's change moves stock and the customer's balance: the orders, the catalogue (on hand)
 * and the customers (balance) are all refreshed.
 */
const useTicketMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useInvalidatingMutation(mutationFn, [ticketKeys.all, catalogKeys.all, customerKeys.all]);

type OrderReply = { order: Order };

/** POST /api/Orders, or PUT /api/Orders/{id} when editing. */
export function useSaveTicket(id: number | null) {
  return useTicketMutation((values: StaffOrderWrite) =>
    apiRequest<OrderReply>(id ? `/Orders/${id}` : '/Orders', {
      method: id ? 'PUT' : 'POST',
      body: values,
      fallbackMessage: fail(id ? 'update' : 'create'),
    }),
  );
}

export function useMoveTicket(id: number) {
  return useTicketMutation((status: OrderStatus) =>
    apiRequest<OrderReply>(`/Orders/${id}/update/${status}`, { method: 'PUT', fallbackMessage: fail('update') }),
  );
}

export function useDeleteTicket(id: number) {
  return useTicketMutation((returnStock: boolean) =>
    apiRequest<{ id: number }>(`/Orders/${id}?updateInv=${returnStock}`, {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}

export type TicketEmail = 'confirmation' | 'invoice';

/** POST /api/Orders/{id}/send-email: nothing changes here, so nothing to refresh. */
export function sendTicketEmail(id: number, type: TicketEmail) {
  return apiRequest<unknown>(`/Orders/${id}/send-email`, {
    method: 'POST',
    body: { type },
    fallbackMessage: i18n.t('tickets.errors.email'),
  });
}
