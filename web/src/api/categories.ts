import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Colour } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/i18n';

/**
 * The catalogue's categories and colours (issue 36): few rows that change seldom, read by the
 * shop's filters, the staff screens and the forms. Under the `stock` domain: a product or a
 * category saved makes them stale with the products.
 */
export function categoriesQuery(all = false) {
  return queryOptions({
    queryKey: ['stock', 'categories', all] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ categories: Category[] }>(
          `${apiPath(apiPaths.catalog.categories)}${all ? '?all=true' : ''}`,
          { signal, fallbackMessage: i18n.t('categories.errors.fetch') },
        )
      ).data.categories,
    staleTime: 5 * 60_000,
  });
}

export const useCategories = (all = false) => useQuery(categoriesQuery(all));

export function coloursQuery() {
  return queryOptions({
    queryKey: ['stock', 'colours'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ colours: Colour[] }>(apiPath(apiPaths.catalog.colours), {
          signal,
          fallbackMessage: i18n.t('categories.errors.fetch'),
        })
      ).data.colours,
    staleTime: 5 * 60_000,
  });
}

export const useColours = () => useQuery(coloursQuery());
