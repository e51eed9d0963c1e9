import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, PriceListSection } from '@shop/contract/constants';
import type { PriceList, PriceListDetail, PriceListFields } from '@shop/contract/price-lists';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`priceLists.errors.${key}`);

/** GET /api/pricelists: every list for staff; published lists valid today for customers. */
export const usePriceLists = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.priceLists.list,
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ pricelists: PriceList[] }>(apiPath(apiPaths.priceLists.list), {
            signal,
            fallbackMessage: fail('fetchMany'),
          })
        ).data.pricelists,
    }),
  );

/** One list with its rows; an id of 0 (a form creating one) asks nothing. */
export const usePriceList = (id: number) =>
  useQuery({
    queryKey: queryKeys.priceLists.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ pricelist: PriceListDetail }>(apiPath(apiPaths.priceLists.one, { id }), {
          signal,
          fallbackMessage: fail('fetchOne'),
        })
      ).data.pricelist,
    enabled: id > 0,
  });

/** The form's fields and the chosen file as multipart/form-data (the file is left out when none). */
function toFormData(values: PriceListFields, file: File | null): FormData {
  const form = new FormData();
  // An empty date is sent as '' (the server reads it as none); the flag as 'true' / 'false'.
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, String(value ?? ''));
  if (file) form.append('file', file);
  return form;
}

// The footer's sections come from /api/site: a change may add or remove one (lib/stale.ts).
const usePriceListMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useMutationThatChanges(mutationFn, ['priceList']);

/** POST /api/pricelists, or PUT /api/pricelists/{id} when an id is given. */
export function useSavePriceList(id: number | null) {
  return usePriceListMutation(
    ({
      values,
      file,
      onProgress,
    }: {
      values: PriceListFields;
      file: File | null;
      onProgress?: (fraction: number) => void;
    }) =>
      apiUpload<{ pricelist: PriceListDetail }>(
        id ? apiPath(apiPaths.priceLists.one, { id }) : apiPath(apiPaths.priceLists.list),
        toFormData(values, file),
        {
          method: id ? 'PUT' : 'POST',
          fallbackMessage: fail(id ? 'update' : 'create'),
          ...(onProgress ? { onProgress } : {}),
        },
      ),
  );
}

export function useDeletePriceList() {
  return usePriceListMutation((id: number) =>
    apiRequest<{ pricelists: PriceList[] }>(apiPath(apiPaths.priceLists.one, { id }), {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}

/** GET /api/pricelists/live/{section}: the section's current prices from the catalogue, as PDF or XLSX. */
export const livePriceListUrl = (section: PriceListSection, format: 'pdf' | 'xlsx', language: Language) =>
  `/api${apiPath(apiPaths.priceLists.live, { section })}?format=${format}&lang=${language}`;
