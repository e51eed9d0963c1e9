import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shop/contract';
import { DEFAULT_TAX_RATES, type TaxRates } from '@shop/contract/pricing';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const siteInfoQuery = queryOptions({
  queryKey: queryKeys.site.info,
  queryFn: async () => (await apiRequest<SiteInfo>(apiPath(apiPaths.site))).data,
  staleTime: 5 * 60_000,
});

/** Business details, captcha mode and the published price-list sections (footer). */
export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}

/** The shop's configured GST and QST (GST_RATE, QST_RATE), the same the server invoices with. */
export function useTaxRates(): TaxRates {
  return useSiteInfo().data?.taxRates ?? DEFAULT_TAX_RATES;
}
