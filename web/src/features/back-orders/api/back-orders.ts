import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BackOrderAllocate,
  BackOrderAllocated,
  BackOrderAllocation,
  BackOrderCancelled,
  BackOrderFills,
  BackOrderList,
  BackOrderListParams,
  BackOrderProducts,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/back-orders: the staff queue, filtered and paginated on the server. */
export function useBackOrderList(query: Partial<BackOrderListParams>) {
  return useQuery({
    queryKey: queryKeys.backOrders.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BackOrderList>(`${apiPath(apiPaths.backOrders.list)}?${queryString(query)}`, {
          signal,
          fallbackMessage: i18n.t('backOrders.errors.fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/back-orders/products/{id}/allocation: what the product's stock fills, oldest first. */
export function useBackOrderAllocation(productId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.backOrders.allocation(productId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BackOrderAllocation>(apiPath(apiPaths.backOrders.allocation, { productId: productId ?? 0 }), {
          signal,
          fallbackMessage: i18n.t('backOrders.errors.fetch'),
        })
      ).data,
    enabled: productId !== undefined,
  });
}

/** GET /api/back-orders/products?ids=: which of these products (just received) have back-orders waiting. */
export function useBackOrderProducts(ids: number[]) {
  return useQuery({
    queryKey: queryKeys.backOrders.products(ids),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BackOrderProducts>(`${apiPath(apiPaths.backOrders.products)}?ids=${ids.join(',')}`, {
          signal,
          fallbackMessage: i18n.t('backOrders.errors.fetch'),
        })
      ).data,
    enabled: ids.length > 0,
  });
}

/** GET /api/back-orders/orders/{orderId}/fills: the order's back-orders filled and cancelled. */
export function useBackOrderFills(orderId: number) {
  return useQuery({
    queryKey: queryKeys.backOrders.fills(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BackOrderFills>(apiPath(apiPaths.backOrders.orderFills, { orderId }), {
          signal,
          fallbackMessage: i18n.t('backOrders.errors.fetch'),
        })
      ).data,
  });
}

/** POST /api/back-orders/allocations: fill the chosen lines from stock, in one action. */
export function useAllocateBackOrders() {
  return useMutationThatChanges(
    (body: BackOrderAllocate) =>
      apiRequest<BackOrderAllocated>(apiPath(apiPaths.backOrders.allocations), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('backOrders.errors.allocate'),
      }),
    ['backOrder'],
  );
}

/** POST /api/back-orders/{lineId}/cancel: what is open of the line is removed from its order. */
export function useCancelBackOrder() {
  return useMutationThatChanges(
    (lineId: number) =>
      apiRequest<BackOrderCancelled>(apiPath(apiPaths.backOrders.cancel, { lineId }), {
        method: 'POST',
        fallbackMessage: i18n.t('backOrders.errors.cancel'),
      }),
    ['backOrder'],
  );
}
