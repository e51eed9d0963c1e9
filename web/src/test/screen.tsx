import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { initI18n, loadFeatureTexts } from '@/i18n';

/** The English texts of the signed-in screens, as the app loads them. */
export async function loadEnglishTexts(): Promise<void> {
  await initI18n('en');
  await loadFeatureTexts('en');
}

/** A call the fake API received: method, path (with its query) and JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The language the call asked in (X-Language). */
  language: string | null;
}

/**
 * Stands in for the server: `answer` gives the status and JSON body of each call (`/api` left
 * off the path); every call is kept for the test to read.
 */
export function fakeApi(answer: (call: ApiCall) => [number, unknown]): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      language: new Headers(init.headers).get('x-language'),
    };
    calls.push(call);
    const [status, body] = answer(call);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

/** A screen at `path`, under the route `pattern`, with a fresh query cache; other paths render their path. */
export function renderScreen(element: React.ReactNode, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
