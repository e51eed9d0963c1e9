import { useEffect } from 'react';
import { useLocation } from 'react-router';

const KEY = 'shop:scroll';

/**
 * The shop keeps its place: leaving it (to an order, the profile...) notes how far down the
 * catalogue was, for this page and these filters; coming back (the Back button, the menu) returns
 * there once the layout has put the new screen at its top.
 */
export function useKeptScroll(active: boolean) {
  const { search } = useLocation();
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { search: string; y: number } | null;
      if (kept && kept.search === search && kept.y > 0) {
        // After the layout's scroll to the top, and after the catalogue (often cached) has drawn.
        frame = window.requestAnimationFrame(() => window.scrollTo({ top: kept.y }));
      }
    } catch {
      // An unreadable note is no place to return to.
    }
    return () => {
      window.cancelAnimationFrame(frame);
      sessionStorage.setItem(KEY, JSON.stringify({ search, y: window.scrollY }));
    };
  }, [active, search]);
}
