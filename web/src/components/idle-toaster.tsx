import { useEffect, useState, type ComponentType } from 'react';
import { onToastRaised } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

/**
 * The toasts' container, loaded at the first toast or once the page is idle (at most 2 s after
 * it starts), whichever comes first, rather than with the page: it is about 4 KB gzip of a public
 * page's first load (issue 19). A toast raised before it waits in react-hot-toast's store. A
 * failed load (offline) is tried again at the next toast; the page goes on without toasts
 * meanwhile rather than failing.
 */
export function IdleToaster() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    let mounted = true;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./app-toaster').then(
        ({ AppToaster }) => mounted && setContainer(() => AppToaster),
        () => (loading = false),
      );
    };
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
