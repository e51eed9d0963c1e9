// The last step of the app's start (main.tsx, decision 072): the router, the queries and the
// routes' table, then the hydration of the server's page (decision 029) or a fresh render.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate as seedQueries, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { SiteInfo } from '@shop/contract';
import { siteInfoQuery } from '@/api/site';
import { App, queryClient } from './app';
import { HYDRATION_DATA_ID, QUERY_STATE_ID, SITE_INFO_ID } from './page-meta';
import { routes } from './routes';
import { createAppRouter, type AppRouter } from './router';
import { nextTask } from '@/lib/next-task';

/** A JSON block the server wrote into the page (server-rendered public pages only). */
function embedded<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Makes the browser's routes ready to take over the server's HTML as it is: the matched lazy
 * screens loaded, and the matched loaders run for what they do here (texts, language). A loader
 * that redirects (a French reader on an English path, SPEC §4) means the page is not the one to
 * show: the app then renders afresh instead of hydrating.
 */
async function prepareHydration(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const request = new Request(window.location.href);
  try {
    for (const { route, params } of matches as { route: RouteObject; params: LoaderFunctionArgs['params'] }[]) {
      if (typeof route.loader === 'function') await route.loader({ request, params, context: undefined } as never);
    }
  } catch {
    return false;
  }
  return true;
}

/**
 * Marks the document once the app has committed its first render (hydrated or rendered): from
 * then on the server's page answers clicks (the browser tests wait for it, e2e waitForApp).
 */
function Started({ children }: { children: React.ReactNode }) {
  useEffect(() => document.documentElement.setAttribute('data-app-started', ''), []);
  return children;
}

/** Resolves once the router has loaded its first screen (its code and its loaders' reads). */
function firstScreenReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The app takes the page over: hydrates the server's drawing, or draws afresh. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const hydrationData = embedded<HydrationState>(HYDRATION_DATA_ID);
  const siteInfo = embedded<SiteInfo>(SITE_INFO_ID);
  if (siteInfo) queryClient.setQueryData(siteInfoQuery.queryKey, siteInfo);
  // A signed-in page the server drew brings its first reads' answers: the loaders find them.
  const queryState = embedded<DehydratedState>(QUERY_STATE_ID);
  if (queryState) seedQueries(queryClient, queryState);
  const hydrate = hydrationData !== null && (await prepareHydration());
  await nextTask();
  const app = (router: AppRouter) => (
    <StrictMode>
      <Started>
        <App router={router} />
      </Started>
    </StrictMode>
  );
  if (hydrate) {
    // The router is made in the task that hydrates: RouterProvider hears the router's changes
    // only from its first commit, so none may happen in between.
    const router = createAppRouter({ hydrationData });
    // As a transition, React's hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else if (container.querySelector('[data-server-preview]')) {
    // The server's drawing of a signed-in page (entry-server.tsx renderSignedInPage) is not
    // hydrated: it stays, inert, until the app has its first screen ready, and is then replaced
    // by it in one commit, with no spinner in between (a transition: React yields meanwhile).
    // RouterProvider listens to the router only from its
    // first commit, as when hydrating: the router is ready before, and only an ended session
    // (a read that answers 401 meanwhile) would navigate in between.
    const router = createAppRouter();
    await firstScreenReady(router);
    startTransition(() => {
      createRoot(container).render(app(router));
    });
  } else {
    createRoot(container).render(app(createAppRouter()));
  }
}
