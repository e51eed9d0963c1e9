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
  // eslint-disable-next-line no-restricted-syntax -- no data changed: the same reads, made again through the worker.
  await queryClient.refetchQueries({ type: 'active' });
}
