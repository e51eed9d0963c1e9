import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { onToastRaised } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

/**
 * The toasts' container, loaded at the first toast or once the page is idle (at most 2 s after
 * it starts), whichever comes first, rather than with the page: it is about 4 KB gzip of a public
 * page's first load (issue 19). A toast raised before it waits in react-hot-toast's store. A
 * failed load (offline) is tried again at the next toast; the page goes on without toasts
 * meanwhile rather than failing.
 */
const loadContainer = loadOnce(() => import('./app-toaster'));

export function IdleToaster() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () =>
      void loadContainer().then(
        ({ AppToaster }) => mounted && setContainer(() => AppToaster),
        () => undefined,
      );
    const cancelIdle = whenIdle(load, 2000, 500);
    const stopListening = onToastRaised(load);
    return () => {
      mounted = false;
      cancelIdle();
      stopListening();
    };
  }, []);
  return Container ? <Container /> : null;
}
