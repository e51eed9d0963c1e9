import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The toasts' container, loaded once the page is idle (at most 2 s after it starts) rather than
 * with the page: nobody has acted yet, and it is about 4 KB gzip of a public page's first load
 * (issue 19). A toast raised before that waits in react-hot-toast's store and shows when the
 * container comes.
 */
export function IdleToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true), 2000, 500), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
