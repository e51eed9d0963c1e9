/**
 * How the server's renderer reads the API for the page of a signed-in user (entry-server.tsx):
 * the screens' own reads (lib/api-client.ts calls `fetch('/api/…')`) are answered by the server
 * that renders, as that user, through the function it passes in (server/src/http/web-app.ts:
 * its own routes, with the request's session cookie). Node only: never part of the browser's
 * build.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers a GET of the shop's API (`/api/…`) as the user of the page being rendered. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

const apiOfRender = new AsyncLocalStorage<ApiFetch>();
let installed = false;

/**
 * Runs `render` with relative `/api/` fetches sent to `api`. Several pages render at once,
 * each awaiting its reads: the store follows each render's own chain of promises, so one
 * user's reads never answer another's page. Any other fetch of the process goes on as before.
 */
export function withApi<T>(api: ApiFetch, render: () => Promise<T>): Promise<T> {
  if (!installed) {
    const processFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const apiFetch = apiOfRender.getStore();
      if (apiFetch && typeof input === 'string' && input.startsWith('/api/')) return apiFetch(input, init);
      return processFetch(input, init);
    }) as typeof fetch;
    installed = true;
  }
  // The store also follows what `api` starts (the server's own handling of each read): nothing
  // there fetches a relative /api/ address, so nothing there is sent back to the render.
  return apiOfRender.run(api, render);
}
