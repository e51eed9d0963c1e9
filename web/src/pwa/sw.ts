/// <reference lib="webworker" />
/**
 * The service worker (issue 41, decision 045), built by vite-plugin-pwa (Workbox's
 * injectManifest): the shop's shell and code precached by version, the florist's reads kept as
 * cache-policy.ts says, the florist's pages opened from the shell when there is no network.
 * A new version waits until the page asks it to take over (a tap on "Reload"): it never
 * replaces the code under an open cart.
 */
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  DATA_CACHE,
  DATA_ENTRIES,
  FORGET_MESSAGE,
  IMAGE_CACHE,
  IMAGE_ENTRIES,
  inFloristArea,
  keptAs,
  MAX_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  STORED_AT_HEADER,
} from './cache-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The precached shell the florist's pages open from when the network does not answer. */
const SHELL = 'index.html';

// The shell is precached under its own name only: '/' is the server's page, never the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const dataExpiration = new ExpirationPlugin({ maxEntries: DATA_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS });
const imageExpiration = new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS });

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Sign-out (offline-data.ts): the kept reads and their dates in IndexedDB go, then the page is told.
  if (type === FORGET_MESSAGE) {
    const done = Promise.all([dataExpiration.deleteCacheAndMetadata(), imageExpiration.deleteCacheAndMetadata()]).then(
      () => event.ports[0]?.postMessage('forgotten'),
    );
    event.waitUntil(done);
  }
});
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

registerRoute(
  ({ url, request }) => keptAs(url, request.method, self.location.origin) === 'data',
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepFlorists, dataExpiration],
  }),
);

registerRoute(
  ({ url, request }) => keptAs(url, request.method, self.location.origin) === 'image',
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [keepFlorists, imageExpiration],
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
