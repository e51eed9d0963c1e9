import type { Category, CategoryWrite, Colour, ColourWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

// Reading them is shared with the shop and the forms: '@/api/categories'. A change makes the
// products stale too (their category's and colour's names).

export function useSaveCategory() {
  return useMutationThatChanges(
    ({ id, values }: { id: number | null; values: CategoryWrite }) =>
      apiRequest<{ category: Category }>(
        id ? apiPath(apiPaths.catalog.category, { id }) : apiPath(apiPaths.catalog.categories),
        { method: id ? 'PUT' : 'POST', body: values, fallbackMessage: i18n.t('categories.errors.save') },
      ),
    ['product'],
  );
}

export function useRemoveCategory() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ deleted: boolean; archived: boolean }>(apiPath(apiPaths.catalog.category, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('categories.errors.delete'),
      }),
    ['product'],
  );
}

export function useSaveColour() {
  return useMutationThatChanges(
    ({ id, values }: { id: number | null; values: ColourWrite }) =>
      apiRequest<{ colour: Colour }>(id ? apiPath(apiPaths.catalog.colour, { id }) : apiPath(apiPaths.catalog.colours), {
        method: id ? 'PUT' : 'POST',
        body: values,
        fallbackMessage: i18n.t('categories.errors.colour'),
      }),
    ['product'],
  );
}
