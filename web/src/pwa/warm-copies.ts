import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { queryClient } from '@/app/app';
import { DATA_CACHE, inFloristArea, STORED_AT_HEADER, WARM_AFTER_MS } from './cache-policy';

/** The newest copy of the catalogue the worker keeps (ISO), or null. */
async function newestCatalogueCopy(): Promise<string | null> {
  const cache = await caches.open(DATA_CACHE);
  let newest: string | null = null;
  for (const request of await cache.keys()) {
    if (!/\/api\/products\?/i.test(request.url)) continue;
    const at = (await cache.match(request))?.headers.get(STORED_AT_HEADER) ?? null;
    if (at && (!newest || at > newest)) newest = at;
  }
  return newest;
}

/**
 * The florist's shop drawn by the server brings its first reads in the page (decision 035): they
 * never pass through the worker, which would then have no catalogue for a dead zone. Once the
 * worker controls a page of the florist's area, and its copy of the catalogue is missing or older
 * than WARM_AFTER_MS, the page's reads are made again through it (at idle, after the first
 * paint; at most twice an hour).
 *
 * They are made by a client of their own, and their answers put in the app's cache: the page's
 * queries never show as fetching, so the page draws again only where an answer differs.
 * (Refetched in place, the catalogue and its filters drew twice more, each time synchronously,
 * and the layout's session check twice: 30 to 60 ms of a phone's main thread, issue 33.) A read
 * that fails leaves the page as it is.
 */
export async function warmCopies(now = Date.now()): Promise<void> {
  if (!inFloristArea(new URL(window.location.href)) || typeof caches === 'undefined') return;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  const newest = await newestCatalogueCopy();
  if (newest && now - Date.parse(newest) < WARM_AFTER_MS) return;
  const reads = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });
  const active = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => !query.isDisabled() && !query.isStatic());
  await Promise.all(
    active.map(async ({ queryKey, options }) => {
      if (typeof options.queryFn !== 'function') return;
      const queryFn = options.queryFn as QueryFunction;
      try {
        queryClient.setQueryData(queryKey, await reads.fetchQuery({ queryKey, queryFn }));
      } catch {
        // Kept as it was: the page's own reads show their errors.
      }
    }),
  );
  reads.clear();
}
