import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductListQuery, ProductWrite } from '@shop/contract';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`products.errors.${key}`);

/** Products and stock share one cache root: a stock change refreshes both lists. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (query: ProductListQuery) => ['catalog', 'products', query] as const,
  inventory: (query: object) => ['catalog', 'inventory', query] as const,
  movements: (productId: number, page: number) => ['catalog', 'movements', productId, page] as const,
};

export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.toString();
}

export function productListQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: async ({ signal }) =>
      (await apiRequest<ProductList>(`/products?${queryString(query)}`, { signal, fallbackMessage: fail('fetchMany') }))
        .data,
    placeholderData: keepPreviousData,
  });
}

export const useProducts = (query: ProductListQuery, enabled = true) =>
  useQuery({ ...productListQuery(query), enabled });

export const useCatalogMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useInvalidatingMutation(mutationFn, [catalogKeys.all]);

type ProductReply = { product: Product };

export function useSaveProduct(id: number | null) {
  return useCatalogMutation((values: ProductWrite) =>
    apiRequest<ProductReply>(id ? `/products/${id}` : '/products', {
      method: id ? 'PUT' : 'POST',
      body: values,
      fallbackMessage: fail(id ? 'update' : 'create'),
    }),
  );
}

export function useUploadProductImage() {
  return useCatalogMutation(
    ({ id, file, onProgress }: { id: number; file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return apiUpload<ProductReply>(`/products/${id}/image`, form, {
        fallbackMessage: fail('image'),
        ...(onProgress ? { onProgress } : {}),
      });
    },
  );
}

export function useDeleteProduct() {
  return useCatalogMutation((id: number) =>
    apiRequest<{ deleted: boolean; product: Product | null }>(`/products/${id}`, {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}
