import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import toast from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazySchema } from '@/lib/lazy-schema';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { ApiError } from '@/lib/api-client';
import { forgetLinkToken, linkToken } from '@/lib/link-token';
import { useSetPassword } from './api/password';
import { PasswordStrengthMeter } from './components/password-strength-meter';
import { isStrongEnough } from './password-score';

const noSubscription = () => () => undefined;

const passwordSchema = lazySchema(async () => (await import('@shop/contract/registration')).newPasswordSchema);

/** /set-password?token=…: the link of the set-password and forgot-password e-mails. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('setPassword.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  // The server cannot see the tab's token (lib/link-token.ts): it renders the form (null, not
  // known), and hydration starts from the same; the browser then reads the token it holds.
  const token = useSyncExternalStore(noSubscription, linkToken, () => null);
  const save = useSetPassword();
  // What the strength meter weighs; the form holds the password itself (uncontrolled), so that
  // one typed before the app took the server's page over is kept.
  const [typed, setTyped] = useState('');
  // One typed before then is in the field already: weighed at once, not from the next key.
  const weighTypedBefore = useCallback((input: HTMLInputElement | null) => {
    if (input?.value) setTyped(input.value);
  }, []);
  const [error, setError] = useState<string | undefined>();
  const [confirmError, setConfirmError] = useState<string | undefined>();
  useEffect(() => passwordSchema.prefetch(), []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const parsed = (await passwordSchema.get()).safeParse(password);
    setConfirmError(undefined);
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message));
    if (!(await isStrongEnough(language, password))) return setError(message('passwordWeak'));
    setError(undefined);
    if (confirm !== password) return setConfirmError(t('setPassword.mismatch'));
    try {
      const { message: done } = await save.mutateAsync({ token: token ?? '', password });
      forgetLinkToken();
      toast.success(done ?? '');
      await navigate(withLang(language, paths.login), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.unexpected'));
    }
  };

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-100 sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('setPassword.title')}</h1>
        {token !== '' ? (
          <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <p className="text-gray-700">{t('setPassword.lead')}</p>
            <div>
              <TextField
                label={t('fields.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                ref={weighTypedBefore}
                onChange={(e) => setTyped(e.target.value)}
                error={error}
                hint={t('strength.hint')}
              />
              <PasswordStrengthMeter password={typed} userInputs={[]} />
            </div>
            <TextField
              label={t('setPassword.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              error={confirmError}
            />
            <button type="submit" className="btn btn-primary w-full" disabled={save.isPending}>
              {save.isPending ? t('setPassword.saving') : t('setPassword.submit')}
            </button>
          </form>
        ) : (
          <div className="mt-6 space-y-4">
            <p role="alert" className="text-gray-800">
              {t('setPassword.missingToken')}
            </p>
            <LangLink to={paths.login} className="btn btn-secondary">
              {t('setPassword.askAgain')}
            </LangLink>
          </div>
        )}
      </div>
    </section>
  );
}
