import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Pagination,
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderListItem,
  PurchaseOrderListQuery,
  PurchaseOrderReceiveInput,
  PurchaseOrderShip,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const paths = apiPaths.purchasing;
type Reply = { purchase_order: PurchaseOrder };

/** GET /api/purchase-orders: newest first, by status. */
export function usePurchaseOrderList(query: Partial<PurchaseOrderListQuery>) {
  return useQuery({
    queryKey: queryKeys.purchasing.orders(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ purchase_orders: PurchaseOrderListItem[]; pagination: Pagination }>(
          `${apiPath(paths.orders)}?${queryString(query)}`,
          { signal, fallbackMessage: i18n.t('purchasing.errors.fetchOrders') },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/purchase-orders/{id}. */
export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: queryKeys.purchasing.order(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Reply>(apiPath(paths.order, { id }), {
          signal,
          fallbackMessage: i18n.t('purchasing.errors.fetchOrders'),
        })
      ).data.purchase_order,
  });
}

/** POST /api/purchase-orders: a draft. */
export function useCreatePurchaseOrder() {
  return useMutationThatChanges(
    (body: PurchaseOrderInput) =>
      apiRequest<Reply>(apiPath(paths.orders), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['purchaseOrder'],
  );
}

type Step = 'send' | 'confirm' | 'ship' | 'receive' | 'close' | 'cancel';
type StepBody =
  | { step: 'ship'; body: PurchaseOrderShip }
  | { step: 'receive'; body: PurchaseOrderReceiveInput }
  | { step: Exclude<Step, 'ship' | 'receive'>; body?: undefined };

/** POST /api/purchase-orders/{id}/send|confirm|ship|receive|close|cancel. */
export function usePurchaseOrderStep(id: number) {
  return useMutationThatChanges(
    ({ step, body }: StepBody) =>
      apiRequest<Reply>(apiPath(paths[step], { id }), {
        method: 'POST',
        body: body ?? {},
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['purchaseOrder'],
  );
}
