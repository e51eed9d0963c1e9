import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLang } from '@/config/paths';
import { languageOfPath } from '@/lib/language-segment';

/** SPEC §8's router fallback: 'Unexpected Application Error!' with the status or the message. */
export function ErrorView({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(window.location.pathname);
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

export function ErrorScreen() {
  const error = useRouteError();
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
  const { t } = useTranslation();
  return <ErrorView detail={`404 ${t('errors.notFound')}`} />;
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
