import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderDetail, OrderList, OrderListQuery, OrderStatus, StaffOrderWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

// The SPEC §8 fallbacks live with the shared order texts (orders.errors), the customer pages use them too.
const fail = (key: 'fetchMany' | 'fetchOne' | 'create' | 'update' | 'delete') => i18n.t(`orders.errors.${key}`);

/** GET /api/Orders: a page of the staff's orders (the list, the back-office search). */
export function ticketListQuery(query: OrderListQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<OrderList>(`${apiPath(apiPaths.orders.list)}?${queryString(query)}`, {
          signal,
          fallbackMessage: fail('fetchMany'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export const useTicketList = (query: OrderListQuery) => useQuery(ticketListQuery(query));

export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ order: OrderDetail }>(apiPath(apiPaths.orders.one, { id }), {
          signal,
          fallbackMessage: fail('fetchOne'),
        })
      ).data.order,
  });
}

/** One order; an id of 0 (a form creating one) asks nothing. */
export const useTicket = (id: number) => useQuery({ ...ticketQuery(id), enabled: id > 0 });

/**
 * An order's change moves stock and the customer's balance, and may be a prebooking or a line of
 * the design center: everything an order change makes stale is refreshed (lib/stale.ts).
 */
const useTicketMutation = <I, O>(mutationFn: (input: I) => Promise<O>) => useMutationThatChanges(mutationFn, ['order']);

type OrderReply = { order: Order };

/** POST /api/Orders, or PUT /api/Orders/{id} when editing. */
export function useSaveTicket(id: number | null) {
  return useTicketMutation((values: StaffOrderWrite) =>
    apiRequest<OrderReply>(id ? apiPath(apiPaths.orders.one, { id }) : apiPath(apiPaths.orders.list), {
      method: id ? 'PUT' : 'POST',
      body: values,
      fallbackMessage: fail(id ? 'update' : 'create'),
    }),
  );
}

/** PUT /api/Orders/{id}/{status}; confirming past credit control needs the override reason. */
export function useMoveTicket(id: number) {
  return useTicketMutation(({ status, reason }: { status: OrderStatus; reason?: string }) =>
    apiRequest<OrderReply>(apiPath(apiPaths.orders.move, { id, status }), {
      method: 'PUT',
      ...(reason ? { body: { credit_override_reason: reason } } : {}),
      fallbackMessage: fail('update'),
    }),
  );
}

export function useDeleteTicket(id: number) {
  return useTicketMutation((returnStock: boolean) =>
    apiRequest<{ id: number }>(`${apiPath(apiPaths.orders.one, { id })}?updateInv=${returnStock}`, {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}

export type TicketEmail = 'confirmation' | 'invoice';

/** POST /api/Orders/{id}/send-email: the order stays as it is; the customer's e-mail log grows. */
export function useSendTicketEmail(id: number) {
  return useMutationThatChanges(
    (type: TicketEmail) =>
      apiRequest<unknown>(apiPath(apiPaths.orders.sendEmail, { id }), {
        method: 'POST',
        body: { type },
        fallbackMessage: i18n.t('tickets.errors.email'),
      }),
    ['email'],
  );
}
