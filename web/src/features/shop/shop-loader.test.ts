import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productListQuery } from '@/api/products';
import { activeOffersQuery } from '@/features/offers';
import { clearSession, readAuthUser, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts } from '@/test/screen';
import { prefetchShop } from './shop-loader';

// The shop's first reads (issue 19): what a failed one leaves in the cache for the page.
beforeAll(loadEnglishTexts);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const request = new Request('http://shop.test/customer/tickets/create');
const offersKey = activeOffersQuery().queryKey;
const offer = { id: 7, items: [] };

/** The API answers every read, the offers with a server error. */
function offersFail() {
  return fakeApi((call) =>
    call.path.startsWith('/offers/active')
      ? [500, { success: false, error: 'Internal', message: 'Down' }]
      : [
          200,
          {
            success: true,
            data: {
              products: [],
              pagination: { page: 1, limit: 24, total: 0 },
              product_ids: [],
              orders: [],
              categories: [],
              colours: [],
              closed_days: [],
            },
          },
        ],
  );
}

describe('prefetchShop', () => {
  it('tries a read once, and leaves no entry for a read that failed with nothing cached: the page asks itself', async () => {
    writeAuthUser({ id: 2, role: 'customer', name: 'Sophie', language: 'en', roles: [] });
    const calls = offersFail();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
    await prefetchShop(client, request, readAuthUser());
    expect(calls.filter((c) => c.path.startsWith('/offers/active'))).toHaveLength(1);
    expect(client.getQueryState(offersKey)).toBeUndefined();
  });

  it('keeps what an earlier visit read when the read fails, so the page paints with it', async () => {
    writeAuthUser({ id: 2, role: 'customer', name: 'Sophie', language: 'en', roles: [] });
    offersFail();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
    client.setQueryData(offersKey, [offer] as never, { updatedAt: 0 });
    await prefetchShop(client, request, readAuthUser());
    expect(client.getQueryData(offersKey)).toEqual([offer]);
  });

  it('reads nothing for a staff member', async () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Ana', language: 'en', roles: ['owner'] });
    const calls = offersFail();
    await prefetchShop(new QueryClient(), request, readAuthUser());
    expect(calls).toEqual([]);
  });

  it("reads the catalogue in the path's language, kept apart from the other language's pages", async () => {
    writeAuthUser({ id: 2, role: 'customer', name: 'Sophie', language: 'fr', roles: [] });
    const calls = offersFail();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
    await prefetchShop(client, new Request('http://shop.test/fr/customer/tickets/create'), readAuthUser());
    expect(calls.find((c) => c.path.startsWith('/products'))?.language).toBe('fr');
    // Newest arrivals first: the shop's default order (issue 36, item 5).
    const query = { page: 1, limit: 24, facets: 'true' as const, sort: 'arrival' as const };
    expect(client.getQueryData(productListQuery(query, 'fr').queryKey)).toBeDefined();
    expect(client.getQueryData(productListQuery(query, 'en').queryKey)).toBeUndefined();
  });
});
