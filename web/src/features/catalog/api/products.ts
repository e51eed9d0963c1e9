import type { CatalogueImportReply, Product, ProductWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`products.errors.${key}`);

// Reading the catalogue is shared with the shop and the pickers: '@/api/products'.

type ProductReply = { product: Product };

export function useSaveProduct(id: number | null) {
  return useMutationThatChanges(
    (values: ProductWrite) =>
      apiRequest<ProductReply>(id ? apiPath(apiPaths.catalog.product, { id }) : apiPath(apiPaths.catalog.products), {
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
      return apiUpload<ProductReply>(apiPath(apiPaths.catalog.productImage, { id }), form, {
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
      apiRequest<{ deleted: boolean; product: Product | null }>(apiPath(apiPaths.catalog.product, { id }), {
        method: 'DELETE',
        fallbackMessage: fail('delete'),
      }),
    ['product'],
  );
}

/** A product's pictures (issue 36, item 6): each change answers with the product as it now is. */
export function useProductPictures(id: number) {
  const add = useMutationThatChanges(
    ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return apiUpload<ProductReply>(apiPath(apiPaths.catalog.productPictures, { id }), form, {
        fallbackMessage: fail('image'),
        ...(onProgress ? { onProgress } : {}),
      });
    },
    ['product'],
  );
  const order = useMutationThatChanges(
    (ids: number[]) =>
      apiRequest<ProductReply>(apiPath(apiPaths.catalog.productPictures, { id }), {
        method: 'PUT',
        body: { ids },
        fallbackMessage: fail('pictures'),
      }),
    ['product'],
  );
  const remove = useMutationThatChanges(
    (pictureId: number) =>
      apiRequest<ProductReply>(apiPath(apiPaths.catalog.productPicture, { id, pictureId }), {
        method: 'DELETE',
        fallbackMessage: fail('pictures'),
      }),
    ['product'],
  );
  return { add, order, remove };
}

/**
 * The catalogue's bulk import (issue 36, item 4): the file read and compared (apply false), or
 * applied in one transaction (apply true); each answers what is new, changed, unchanged, refused.
 */
export function useCatalogueImport() {
  return useMutationThatChanges(
    ({ file, apply, onProgress }: { file: File; apply: boolean; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<CatalogueImportReply>(`${apiPath(apiPaths.catalog.productsImport)}?apply=${apply}`, form, {
        fallbackMessage: fail('import'),
        ...(onProgress ? { onProgress } : {}),
      });
    },
    ['product'],
  );
}

/** Where staff download the whole catalogue as XLSX. */
export const catalogueExportHref = `/api${apiPath(apiPaths.catalog.productsExport)}`;
