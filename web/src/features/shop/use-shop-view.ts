import { useCallback, useState } from 'react';

export type ShopView = 'list' | 'grid';

const KEY = 'shop:view';
/** Tailwind's md: from there the cards fit beside each other. */
const WIDE = '(min-width: 768px)';

function initialView(): ShopView {
  // The server draws the shop for a phone, its first reader (entry-server.tsx); the browser
  // then draws it afresh in the reader's view.
  if (typeof window === 'undefined') return 'list';
  const stored = localStorage.getItem(KEY);
  if (stored === 'list' || stored === 'grid') return stored;
  return window.matchMedia?.(WIDE).matches ? 'grid' : 'list';
}

/** The shop's layout: the compact list on phones, the card grid from md; a choice made is remembered. */
export function useShopView(): [ShopView, (view: ShopView) => void] {
  const [view, setView] = useState<ShopView>(initialView);
  const choose = useCallback((next: ShopView) => {
    localStorage.setItem(KEY, next);
    setView(next);
  }, []);
  return [view, choose];
}
