/// <reference lib="webworker" />
/**
 * The service worker (issue 41, decision 045), built by vite-plugin-pwa (Workbox's
 * injectManifest): the shop's shell and code precached by version, the florist's reads kept as
 * cache-policy.ts says, the florist's pages opened from the shell when there is no network.
 * A new version waits until the page asks it to take over (a tap on "Reload"): it never
 * replaces the code under an open cart.
 */
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  DATA_CACHE,
  DATA_ENTRIES,
  IMAGE_CACHE,
  IMAGE_ENTRIES,
  inFloristArea,
  keptAs,
  MAX_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  PUBLIC_CACHE,
  STORED_AT_HEADER,
} from './cache-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The precached shell the florist's pages open from when the network does not answer. */
const SHELL = 'index.html';

// The shell is precached under its own name only: '/' is the server's page, never the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * At most `maxEntries` copies in a cache (the oldest kept go first), none used past
 * MAX_AGE_SECONDS. Done here rather than with workbox-expiration, which keeps its dates in
 * IndexedDB: the copies carry their own date, and nothing of the florist is kept outside the
 * caches that sign-out deletes.
 */
function bounded(maxEntries: number): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: ({ cachedResponse }) => {
      const at = cachedResponse?.headers.get(STORED_AT_HEADER);
      const fresh = at && Date.now() - Date.parse(at) < MAX_AGE_SECONDS * 1000;
      return Promise.resolve(fresh ? cachedResponse : null);
    },
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await self.caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
  };
}
// The first install takes the open pages at once (so the shop is ready for a dead zone from the
// first visit); an update only when asked (above), and the page then reloads.
clientsClaim();

/** Whether the page that asked is one of the florist's (only their reads are kept). */
async function askedByFlorist(event: ExtendableEvent | undefined): Promise<boolean> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return false;
  const client = await self.clients.get(clientId);
  return client !== undefined && inFloristArea(new URL(client.url));
}

/** Keeps an answer only if it is a success asked by a florist's page, stamped with when it was kept. */
const keepFlorists: WorkboxPlugin = {
  cacheWillUpdate: async ({ response, event }) => {
    if (response.status !== 200 || !(await askedByFlorist(event))) return null;
    const headers = new Headers(response.headers);
    // The copy is the decoded body: its length and encoding are no longer the network's.
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set(STORED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

for (const [kept, cacheName] of [
  ['data', DATA_CACHE],
  ['public', PUBLIC_CACHE],
] as const) {
  registerRoute(
    ({ url, request }) => keptAs(url, request.method, self.location.origin) === kept,
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [keepFlorists, bounded(DATA_ENTRIES)],
    }),
  );
}

registerRoute(
  ({ url, request }) => keptAs(url, request.method, self.location.origin) === 'image',
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [keepFlorists, bounded(IMAGE_ENTRIES)],
  }),
);

// A page of the florist's area: the server's, else (no network) the precached shell, which
// starts the app on the kept reads. Any other page is the network's alone.
const pageFromNetwork = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && inFloristArea(url),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pageFromNetwork.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);
