import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';

/** The account-request thank-you page (SPEC §2 /success). */
export default function SuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('success.title'));
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-16 text-leaf-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="mt-6 font-serif text-4xl font-bold text-leaf-900">{t('success.title')}</h1>
      <p className="mt-4 text-lg font-semibold text-leaf-800" role="status">
        {t('success.text')}
      </p>
      <p className="mt-4 text-gray-700">{t('success.next')}</p>
      <LangLink to={paths.home} className="btn btn-primary mt-8">
        {t('success.backHome')}
      </LangLink>
    </section>
  );
}
