import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '@shop/contract/constants';

/**
 * Appears once the page is scrolled more than 300 px (SPEC §2). Drawn hidden rather than left out,
 * so that a show-only page's island can show it (decision 044).
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // Where the page starts, read in the next frame: reading scrollY now would lay out the page
    // just drawn inside the task that mounted it (a quarter of a second on a slow phone).
    const frame = window.requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <button
      type="button"
      hidden={!visible}
      data-scroll-to-top=""
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-4 bottom-20 z-40 flex size-12 items-center justify-center rounded-full bg-leaf-800 text-white shadow-lg hover:bg-leaf-900"
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 15l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
