import type { QueryClient } from '@tanstack/react-query';
import { productListQuery } from '@/api/products';
import { activeOffersQuery } from '@/features/offers';
import { readAuthUser } from '@/lib/auth-storage';
import { pageOf } from '@/lib/use-list-params';
import { favouritesQuery } from './api/favourites';
import { catalogueFilters, catalogueQuery } from './catalogue-query';
import { orderAgainQuery } from './home/order-again-query';

/**
 * The shop's first reads (route loader of /customer/tickets/create): started while the page's
 * code downloads, and waited for, so that the page paints once with what is above the catalogue.
 * The order-again strip and today's offers, arriving one after the other, pushed the catalogue
 * down (a layout shift of 0.48 on a phone, issue 19). A failed read is left to the page, which
 * asks again and shows the error as before.
 */
export async function prefetchShop(client: QueryClient, request: Request): Promise<null> {
  const user = readAuthUser();
  if (user?.role !== 'customer') return null;
  const params = new URL(request.url).searchParams;
  const filters = catalogueFilters(params);
  const favourites = client.fetchQuery(favouritesQuery(user.id)).catch(() => null);
  // "My usual" lists the starred products: it waits for them; all products need not.
  const products = async () => {
    const starred = filters.usual ? await favourites : [];
    if (starred === null) return;
    const search = (params.get('search') ?? '').trim();
    const { query, usualIds } = catalogueQuery(filters, search, pageOf(params), starred);
    if (!filters.usual || usualIds.length > 0) await client.prefetchQuery(productListQuery(query));
  };
  await Promise.all([
    favourites,
    products(),
    client.prefetchQuery(orderAgainQuery(user.id)),
    client.prefetchQuery(activeOffersQuery()),
  ]);
  return null;
}
