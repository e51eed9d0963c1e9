import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { SignupForm } from './signup-form';

/** Sign up (SPEC §2 /signup). */
export default function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.title'));
  return (
    <section className="container-page max-w-4xl py-10">
      <h1 className="font-serif text-4xl font-bold text-leaf-900">{t('signup.title')}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t('signup.lead')}</p>
      <p className="mt-2 text-sm text-gray-700">
        {t('signup.haveAccount')}{' '}
        <LangLink to={paths.login} className="font-semibold text-leaf-800 underline">
          {t('nav.logIn')}
        </LangLink>
      </p>
      <div className="mt-8">
        <SignupForm />
      </div>
    </section>
  );
}
