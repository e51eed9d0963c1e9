import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const siteInfoQuery = queryOptions({
  queryKey: queryKeys.site.info,
  queryFn: async () => (await apiRequest<SiteInfo>('/site')).data,
  staleTime: 5 * 60_000,
});

/** Business details, captcha mode and the published price-list sections (footer). */
export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
