import { useEffect, useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { lazySchema } from '@/lib/lazy-schema';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from './api/password';

/** Forgot Password: asks for the e-mail and sends the link; the reply never says if it exists. */
const forgotSchema = lazySchema(async () => (await import('@shop/contract/auth')).forgotPasswordRequestSchema);

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const forgot = useForgotPassword();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => forgotSchema.prefetch(), []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    const parsed = (await forgotSchema.get()).safeParse({ email });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message, t('fields.emailAddress')));
      return;
    }
    setError(undefined);
    try {
      const { message: reply } = await forgot.mutateAsync(parsed.data);
      setSent(reply ?? '');
      toast.success(reply ?? '');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('forgot.failed'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="font-serif text-2xl text-leaf-900">
        {t('forgot.title')}
      </h2>
      <p className="text-gray-700">{t('forgot.lead')}</p>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={initialEmail}
        error={error}
      />
      {sent && (
        <p role="status" className="rounded-lg bg-leaf-50 p-3 text-sm text-leaf-900">
          {sent}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.sending') : t('forgot.submit')}
      </button>
      <button
        type="button"
        onClick={onBack}
        className="w-full text-center text-sm font-semibold text-leaf-800 underline"
      >
        {t('forgot.back')}
      </button>
    </form>
  );
}
