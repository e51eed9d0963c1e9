import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@shop/contract/auth-user';
import { TextField } from '@/components/form/text-field';
import { LangLink } from '@/components/lang-link';
import { paths, stripLang, withLang } from '@/config/paths';
import { useLanguage } from '@/app/language';
import { ApiError } from '@/lib/api-client';
import { writeAuthUser } from '@/lib/auth-storage';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { useLogin } from './api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useValidationMessage();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginRequestSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    try {
      const user = await login.mutateAsync(parsed.data);
      writeAuthUser(user);
      const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
      const home = user.role === 'admin' ? paths.admin.customers : paths.home;
      await navigate(from ? withLang(language, stripLang(from)) : withLang(language, home), { replace: true });
    } catch (err) {
      setError(`${t('login.errorPrefix')} ${err instanceof ApiError ? err.message : t('login.unexpected')}`);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t('login.email')} name="email" type="email" autoComplete="username" required />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="rounded-lg bg-petal-100 p-3 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? t('login.signing') : t('login.signIn')}
      </button>
      <p className="text-center text-sm text-gray-700">
        {t('login.noAccount')}{' '}
        <LangLink to={paths.signup} className="font-semibold text-leaf-800 underline">
          {t('nav.signUp')}
        </LangLink>
      </p>
    </form>
  );
}
