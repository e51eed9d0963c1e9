import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from './api';

/**
 * /unsubscribe?token=… (issue 39 item 5): the fresh list's unsubscribe link, no sign-in. A button
 * posts it, so that a mail scanner opening the link unsubscribes no one; a wrong or used link is
 * said as the server says it, naming no one.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const error = unsubscribe.error instanceof ApiError ? unsubscribe.error.message : unsubscribe.error?.message;
  return (
    <section className="mx-auto max-w-xl py-10">
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 rounded-lg bg-leaf-50 p-3 text-leaf-900">
          {unsubscribe.data.message ?? t('unsubscribe.done')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-gray-700">{t('unsubscribe.lead')}</p>
          {!token && <p className="mt-3 text-petal-800">{t('unsubscribe.missing')}</p>}
          {error && (
            <p role="alert" className="mt-3 rounded-lg bg-petal-100 p-3 text-petal-800">
              {error}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary mt-5"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
          </button>
        </>
      )}
      <p className="mt-6">
        <LangLink to={paths.customer.ticketCreate} className="underline">
          {t('unsubscribe.shop')}
        </LangLink>
      </p>
    </section>
  );
}
