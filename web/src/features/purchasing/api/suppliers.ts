import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Supplier,
  SupplierInput,
  SupplierListQuery,
  SupplierProduct,
  SupplierProductWrite,
  Pagination,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const paths = apiPaths.purchasing;

/** GET /api/suppliers: a page, by name, filtered on the server. */
export function useSupplierList(query: Partial<SupplierListQuery>) {
  return useQuery({
    queryKey: queryKeys.purchasing.suppliers(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ suppliers: Supplier[]; pagination: Pagination }>(
          `${apiPath(paths.suppliers)}?${queryString(query)}`,
          { signal, fallbackMessage: i18n.t('purchasing.errors.fetch') },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/suppliers/{id}. */
export function useSupplier(id: number | null) {
  return useQuery({
    queryKey: queryKeys.purchasing.supplier(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ supplier: Supplier }>(apiPath(paths.supplier, { id: id ?? 0 }), {
          signal,
          fallbackMessage: i18n.t('purchasing.errors.fetch'),
        })
      ).data.supplier,
    enabled: id !== null,
  });
}

/** POST /api/suppliers, or PUT /api/suppliers/{id}. */
export function useSaveSupplier(id: number | null) {
  return useMutationThatChanges(
    (body: SupplierInput) =>
      apiRequest<{ supplier: Supplier }>(id === null ? apiPath(paths.suppliers) : apiPath(paths.supplier, { id }), {
        method: id === null ? 'POST' : 'PUT',
        body,
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['supplier'],
  );
}

/** GET /api/suppliers/{id}/products: a page of the products it sells the shop. */
export function useSupplierProducts(id: number, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.purchasing.supplierProducts(id, page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ products: SupplierProduct[]; pagination: Pagination }>(
          `${apiPath(paths.supplierProducts, { id })}?${queryString({ page, limit })}`,
          { signal, fallbackMessage: i18n.t('purchasing.errors.fetch') },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/suppliers/{id}/products/{productId}. */
export function useSaveSupplierProduct(id: number) {
  return useMutationThatChanges(
    ({ productId, body }: { productId: number; body: SupplierProductWrite }) =>
      apiRequest<{ product: SupplierProduct }>(apiPath(paths.supplierProduct, { id, productId }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['supplier'],
  );
}

/** DELETE /api/suppliers/{id}/products/{productId}. */
export function useRemoveSupplierProduct(id: number) {
  return useMutationThatChanges(
    (productId: number) =>
      apiRequest<{ product: SupplierProduct }>(apiPath(paths.supplierProduct, { id, productId }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('purchasing.errors.save'),
      }),
    ['supplier'],
  );
}
