import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScrollToTop } from '@/components/scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ScreenOutlet } from './screen-outlet';
import { Spinner } from '@/components/spinner';
import { useSessionCheck } from '@/features/auth/api/session-check';

/** A new screen starts at the top, as a new page would. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block, not an expression: scrollTo returns a promise in recent browsers, and an
    // effect must return nothing or a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
}

interface FrameProps {
  header: React.ReactNode;
  /** Beside the main content from lg up (the back-office's sections), above it below. */
  aside?: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
}

/** The frame every layout shares: skip link, header, main, footer, scroll-to-top. */
export function Frame({ header, aside, footer, children }: FrameProps) {
  const { t } = useTranslation();
  useSessionCheck();
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {header}
      <div className="flex flex-1 flex-col lg:flex-row">
        {aside}
        {/* With no footer below it, the page ends with room for the back-to-top button, so
            that its last row or total can be scrolled clear of it. */}
        <main id="main" tabIndex={-1} className={`min-w-0 flex-1 focus:outline-none ${footer ? '' : 'pb-32'}`}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </main>
      </div>
      {footer}
      <ScrollToTop />
    </div>
  );
}

/** The public site's and the customer's frame: the marketing header and footer. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <Frame header={<SiteHeader />} footer={<SiteFooter />}>
      {children}
    </Frame>
  );
}

export function PublicLayout() {
  return (
    <SiteFrame>
      <ScreenOutlet />
    </SiteFrame>
  );
}
