import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { onToastRaised } from '@/lib/toast';
import { whenInteracted } from '@/lib/when-interacted';

/**
 * The toasts' container, loaded at the first toast or the reader's first gesture, whichever comes
 * first, rather than with the page: it is about 4 KB gzip of a public page's first load (issue
 * 19), and loaded at idle its evaluation was a long task of the load on a phone (issue 33). A toast raised before it waits in react-hot-toast's store. A
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
    const stopWaiting = whenInteracted(load);
    const stopListening = onToastRaised(load);
    return () => {
      mounted = false;
      stopWaiting();
      stopListening();
    };
  }, []);
  return Container ? <Container /> : null;
}
