import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryList, InventoryQuery, MovementList, MovementWrite, Product, ReceiptWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`inventory.errors.${key}`);

export function inventoryQuery(query: InventoryQuery) {
  return queryOptions({
    queryKey: queryKeys.stock.inventory(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<InventoryList>(`${apiPath(apiPaths.inventory.list)}?${queryString(query)}`, {
          signal,
          fallbackMessage: fail('fetch'),
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export const useInventory = (query: InventoryQuery) => useQuery(inventoryQuery(query));

export function useMovements(productId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.stock.movements(productId, page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<MovementList>(
          `${apiPath(apiPaths.inventory.productMovements, { productId })}?page=${page}&limit=20`,
          {
            signal,
            fallbackMessage: fail('history'),
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useRecordMovement() {
  return useMutationThatChanges(
    (body: MovementWrite) =>
      apiRequest<{ product: Product }>(apiPath(apiPaths.inventory.movements), {
        method: 'POST',
        body,
        fallbackMessage: fail('move'),
      }),
    ['stock'],
  );
}

export function useReceiveStock() {
  return useMutationThatChanges(
    (body: ReceiptWrite) =>
      apiRequest<{ products: Product[] }>(apiPath(apiPaths.inventory.receipts), {
        method: 'POST',
        body,
        fallbackMessage: fail('receive'),
      }),
    ['stock'],
  );
}
