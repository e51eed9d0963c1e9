import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { IdleToaster } from '@/components/idle-toaster';
import type { AppRouter } from './router';

/** The app's query cache settings; the server renders with a fresh client of the same kind. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    // offlineFirst (issue 41): a read or a write is tried even when the phone says it is offline,
    // so that the service worker's copies answer and an order placed is kept rather than paused.
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

export const queryClient = newQueryClient();

/** What wraps the router, the same on the server and in the browser (hydration compares them). */
export function AppFrame({ client, children }: { client: QueryClient; children: React.ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <IdleToaster />
    </QueryClientProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppFrame client={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
