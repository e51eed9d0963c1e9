import { Outlet, useLocation, useNavigation } from 'react-router';
import { Spinner } from '@/components/spinner';

/**
 * The layout's current screen, or SPEC §2's centred spinner while the next screen (its code or
 * its data) loads. Suspense cannot do this: the router loads a route's `lazy` module before it
 * renders the route. A new search on the same screen keeps the screen (a list keeps its rows).
 */
export function ScreenOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return leaving ? <Spinner /> : <Outlet />;
}

/** The first screen's fallback while its code, texts and data load (before any layout renders). */
export function FirstScreenSpinner() {
  return (
    <main className="grid min-h-screen place-items-center bg-cream">
      <Spinner />
    </main>
  );
}
