import { useEffect, useState } from 'react';
import toast from '@/lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@shop/contract/auth-user';
import { lazySchema } from '@/lib/lazy-schema';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LangLink } from '@/components/lang-link';
import { useLanguage } from '@/lib/language';
import { paths } from '@/config/paths';
import { landingAfterSignIn, type SignInOrigin } from '@/lib/landing';
import { ApiError } from '@/lib/api-client';
import { writeAuthUser } from '@/lib/auth-storage';
import { useLogin } from './api/login';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondStepForm } from './second-step-form';

/** Sign in (SPEC §2, §5, §8); the captcha appears once the server asks for it. */
const loginSchema = lazySchema(async () => (await import('@shop/contract/auth-user')).loginRequestSchema);

export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useValidationMessage();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [forgotten, setForgotten] = useState(false);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [secondStep, setSecondStep] = useState<string | null>(null);
  useEffect(() => loginSchema.prefetch(), []);

  const signedIn = async (user: AuthUser) => {
    writeAuthUser(user);
    const from = (location.state as { from?: SignInOrigin } | null)?.from;
    const target = landingAfterSignIn(user, language, from);
    await navigate(target, { replace: true });
  };

  if (forgotten) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgotten(false)} />;
  if (secondStep)
    return (
      <SecondStepForm
        token={secondStep}
        onSignedIn={signedIn}
        onRestart={(why) => {
          setSecondStep(null);
          setError(why);
        }}
      />
    );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const schema = await loginSchema.get();
    // Kept for the forgotten-password form and for the form drawn again after a second step.
    setEmail(String(form.get('email') ?? ''));
    const parsed = schema.safeParse({ email: form.get('email'), password: form.get('password'), captcha });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    try {
      const reply = await login.mutateAsync(parsed.data);
      if ('second_step' in reply) setSecondStep(reply.second_step.token);
      else await signedIn(reply.user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CaptchaRequired') {
        setCaptchaAsked(true);
      }
      // A solved challenge is used up by the attempt; a new one for the next.
      setCaptcha(undefined);
      setCaptchaKey((k) => k + 1);
      const failure = `${t('login.errorPrefix')} ${err instanceof ApiError ? err.message : t('login.unexpected')}`;
      // A toast as every failed call shows (SPEC §7); the alert beside the form stays for screen readers.
      toast.error(failure);
      setError(failure);
    }
  };

  // method="post": a form sent before the app has taken the server's page over (hydration)
  // puts no field, such as a password, in a URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        // Uncontrolled, so that an address typed before the app took the page over is kept;
        // read for the forgotten-password form, and given back when the reader returns.
        defaultValue={email}
      />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" required />
      <button
        type="button"
        onClick={(event) => {
          const typed = event.currentTarget.form?.elements.namedItem('email');
          if (typed instanceof HTMLInputElement) setEmail(typed.value);
          setForgotten(true);
        }}
        className="text-sm font-semibold text-leaf-800 underline"
      >
        {t('login.forgot')}
      </button>
      {captchaAsked && <CaptchaField key={captchaKey} onChange={setCaptcha} />}
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
