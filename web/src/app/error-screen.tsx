import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, withLang } from '@/config/paths';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { languageOfPath } from '@/lib/language-segment';
import { SiteFrame } from './layouts/public-layout';

/**
 * SPEC §8's router fallback: 'Unexpected Application Error!' with the status or the message. The
 * language is the path's, read from the router (the server draws it too).
 */
export function ErrorView({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-leaf-800">
        {t('errors.title', { defaultValue: 'Unexpected Application Error!' })}
      </h1>
      <p className="text-lg text-gray-700" data-testid="error-detail">
        {detail}
      </p>
      <a className="btn btn-primary" href={withLang(language, '/')}>
        {t('errors.goHome', { defaultValue: 'Go to the home page' })}
      </a>
    </section>
  );
}

/**
 * A path no screen answers (issue 34 item 9), in the reader's language, with the ways on: home
 * and the shop. The server draws it with a 404 for the public paths (entry-server renderNotFound),
 * as a page that only shows (decision 044): its links are plain links there.
 */
export function NotFoundView() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFound'));
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="font-serif text-5xl font-bold text-petal-700" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-3xl text-leaf-800">{t('errors.notFound')}</h1>
      <p className="max-w-prose text-lg text-gray-700">{t('errors.notFoundLead')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LangLink to={paths.home} className="btn btn-primary">
          {t('errors.goHome')}
        </LangLink>
        <LangLink to={paths.customer.ticketCreate} className="btn btn-secondary">
          {t('errors.goShop')}
        </LangLink>
      </div>
    </section>
  );
}

export function ErrorScreen() {
  const error = useRouteError();
  // A path whose first segment is no language (/nope): the root's loader answers 404. The
  // not-found page, in the public site's frame, as for any other unknown path.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <SiteFrame>
        <NotFoundView />
      </SiteFrame>
    );
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="min-h-screen bg-cream">
      <ErrorView detail={detail} />
    </main>
  );
}

/** Any path no screen answers, shown inside its layout. */
export function NotFoundScreen() {
  return <NotFoundView />;
}

/** A back-office page the signed-in staff member's roles do not open (issue 15): 403. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[40vh] flex-col items-center justify-center gap-4 py-12 text-center">
      <h1 className="font-serif text-3xl text-leaf-800">{t('errors.forbiddenTitle')}</h1>
      <p className="text-lg text-gray-700" data-testid="error-detail">
        {`403 ${t('errors.forbidden')}`}
      </p>
    </section>
  );
}
