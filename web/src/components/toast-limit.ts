import { useEffect } from 'react';
// The toasts' container's own store, loaded with it (idle-toaster.tsx).
// eslint-disable-next-line no-restricted-imports
import toast, { useToasterStore } from 'react-hot-toast';
import { TOAST } from '@shop/contract/constants';

/** Keeps at most TOAST.limit toasts: the oldest visible ones are dismissed first. */
export function useToastLimit(): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST.limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
}
