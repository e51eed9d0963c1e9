import { createBrowserRouter, type HydrationState } from 'react-router';
import { clearSession } from '@/lib/auth-storage';
import toast from '@/lib/toast';
import { setSessionEndedHandler } from '@/lib/api-client';
import { withLang } from '@/config/paths';
import i18n from '@/i18n';
import { routes } from './routes';

/**
 * Creates the router (it starts navigating at once, so texts must be initialised first) and
 * wires SPEC §8: a 401 'Unauthorized' (or a token error) anywhere clears the session, shows
 * the error and goes to /login in the reader's language. A server-rendered page passes the
 * router's state as the server left it (hydrationData), so that nothing loads again.
 */
export function createAppRouter(options: { hydrationData?: HydrationState } = {}) {
  const router = createBrowserRouter(routes, options);
  setSessionEndedHandler((message) => {
    clearSession();
    // Calls in flight when the session ended each answer 401: one session end, one toast.
    toast.error(message, { id: 'session-ended' });
    void router.navigate(withLang(i18n.language === 'fr' ? 'fr' : 'en', '/login'));
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
