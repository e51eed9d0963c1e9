import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductListQuery, ProductWrite } from '@shop/contract';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`products.errors.${key}`);

export function productListQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: queryKeys.stock.products(query),
    queryFn: async ({ signal }) =>
      (await apiRequest<ProductList>(`/products?${queryString(query)}`, { signal, fallbackMessage: fail('fetchMany') }))
        .data,
    placeholderData: keepPreviousData,
  });
}

export const useProducts = (query: ProductListQuery, enabled = true) =>
  useQuery({ ...productListQuery(query), enabled });

type ProductReply = { product: Product };

export function useSaveProduct(id: number | null) {
  return useMutationThatChanges(
    (values: ProductWrite) =>
      apiRequest<ProductReply>(id ? `/products/${id}` : '/products', {
        method: id ? 'PUT' : 'POST',
        body: values,
        fallbackMessage: fail(id ? 'update' : 'create'),
      }),
    ['product'],
  );
}

export function useUploadProductImage() {
  return useMutationThatChanges(
    ({ id, file, onProgress }: { id: number; file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return apiUpload<ProductReply>(`/products/${id}/image`, form, {
        fallbackMessage: fail('image'),
        ...(onProgress ? { onProgress } : {}),
      });
    },
    ['product'],
  );
}

export function useDeleteProduct() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ deleted: boolean; product: Product | null }>(`/products/${id}`, {
        method: 'DELETE',
        fallbackMessage: fail('delete'),
      }),
    ['product'],
  );
}
