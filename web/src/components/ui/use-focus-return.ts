import { useRef } from 'react';

interface AutoFocusEvent {
  preventDefault(): void;
}

/**
 * A dialog opened by the app rather than by a Dialog.Trigger gives the focus back, once closed,
 * to what had it when it opened (the button tapped, the product's name): Radix would give it
 * to its trigger, and without one it fell to the page's body. An opener gone from the page
 * meanwhile is left to Radix.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
