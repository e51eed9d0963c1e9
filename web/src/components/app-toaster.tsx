import { Toaster } from 'react-hot-toast';
import { TOAST } from '@shop/contract/constants';
import { useToastLimit } from './toast-limit';

/**
 * SPEC §4's toasts: bottom-centre, 4000 ms for blank, error and custom, 2000 ms for success,
 * loading without time-out, at most 20 kept, at most 350 px wide.
 */
export function AppToaster() {
  // Here, mounted once for the whole app: react-hot-toast 2.6 drops the wrong listener when a
  // second subscriber to its store unmounts, which silenced the toasts after a layout change.
  useToastLimit();
  return (
    <Toaster
      position="bottom-center"
      // Named for the browser tests' accessibility scan, which leaves the passing toasts out.
      containerClassName="app-toaster"
      toastOptions={{
        duration: TOAST.durationMs.blank,
        success: { duration: TOAST.durationMs.success },
        error: { duration: TOAST.durationMs.error },
        loading: { duration: Infinity },
        style: { maxWidth: `${TOAST.maxWidthPx}px` },
      }}
    />
  );
}
