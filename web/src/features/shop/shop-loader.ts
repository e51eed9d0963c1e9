import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthUser } from '@shop/contract';
import { categoriesQuery, coloursQuery } from '@/api/categories';
import { productListQuery } from '@/api/products';
import { closedDaysQuery } from '@/features/closed-days';
import { activeOffersQuery } from '@/features/offers';
import { languageOfPath } from '@/lib/language-segment';
import { pageOf } from '@/lib/use-list-params';
import { favouritesQuery } from './api/favourites';
import { catalogueFilters, catalogueQuery } from './catalogue-query';
import { orderAgainQuery } from './home/order-again-query';

/**
 * One read into the cache, tried once. On failure, an entry that held nothing is dropped, so
 * that the page asks again itself and shows the error as it always has; one that held data (a
 * return to the shop) keeps it, and the page paints with it. (The app's one retry would hold
 * the page a second longer, and a retry nothing watches would end an expired session twice.)
 */
async function readOnce<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | null> {
  const had = client.getQueryData(options.queryKey) !== undefined;
  try {
    return await client.fetchQuery({ ...options, retry: false });
  } catch {
    if (!had) client.removeQueries({ queryKey: options.queryKey, exact: true });
    return null;
  }
}

/**
 * The shop's first reads (route loader of /customer/tickets/create): started while the page's
 * code downloads, and waited for, so that the page paints once with what is above the catalogue.
 * The order-again strip and today's offers, arriving one after the other, pushed the catalogue
 * down (a layout shift of 0.48 on a phone, issue 19). A failed read is left to the page, which
 * asks again and shows the error as before. The server makes the same reads for the page it
 * renders (entry-server.tsx), for the user of the session.
 */
export async function prefetchShop(client: QueryClient, request: Request, user: AuthUser | null): Promise<null> {
  if (user?.role !== 'customer') return null;
  const url = new URL(request.url);
  const params = url.searchParams;
  const language = languageOfPath(url.pathname);
  const filters = catalogueFilters(params);
  const favourites = readOnce(client, favouritesQuery(user.id));
  // "My usual" lists the starred products: it waits for them; all products need not.
  const products = async () => {
    const starred = filters.usual ? await favourites : [];
    if (starred === null) return;
    const search = (params.get('search') ?? '').trim();
    const { query, usualIds } = catalogueQuery(filters, search, pageOf(params), starred);
    if (!filters.usual || usualIds.length > 0) await readOnce(client, productListQuery(query, language));
  };
  await Promise.all([
    favourites,
    products(),
    readOnce(client, orderAgainQuery(user.id)),
    readOnce(client, activeOffersQuery()),
    // The filters' lists (issue 36): drawn with the catalogue, not asked again once it shows.
    readOnce(client, categoriesQuery()),
    readOnce(client, coloursQuery()),
    // The delivery-day rules (issue 38, item 3): the same, for the checkout's date and countdown.
    readOnce(client, closedDaysQuery()),
  ]);
  return null;
}
