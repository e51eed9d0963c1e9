import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { LoginForm } from './login-form';

/** Login (SPEC §2): email, password, Forgot Password, Sign In, Sign Up link. */
export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-100 sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('login.title')}</h1>
        <p className="mt-2 text-gray-700">{t('login.lead')}</p>
        <div className="mt-6">
          <LoginForm />
        </div>
      </div>
    </section>
  );
}
