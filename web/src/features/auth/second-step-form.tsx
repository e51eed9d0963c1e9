import { useEffect, useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useLoginSecondStep } from './api/login';

/**
 * The second step of a staff sign-in (issue 15, part 5): the 6-digit code of the authenticator
 * app, or one of the recovery codes. An expired step sends the reader back to the password.
 */
export function SecondStepForm({
  token,
  onSignedIn,
  onRestart,
}: {
  token: string;
  onSignedIn: (user: AuthUser) => Promise<void> | void;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const step = useLoginSecondStep();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step appears and when the kind of code changes.
  useEffect(() => input.current?.focus(), [recovery]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!value) {
      setError(t(recovery ? 'login.secondStep.recoveryRequired' : 'login.secondStep.codeRequired'));
      return;
    }
    setError(null);
    try {
      const user = await step.mutateAsync(recovery ? { token, recovery_code: value } : { token, code: value });
      await onSignedIn(user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'SecondStepExpired') {
        onRestart(err.message);
        return;
      }
      const failure = `${t('login.errorPrefix')} ${err instanceof ApiError ? err.message : t('login.unexpected')}`;
      toast.error(failure);
      setError(failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="font-serif text-xl font-bold text-leaf-900">
        {t('login.secondStep.title')}
      </h2>
      <p className="text-sm text-gray-700">{t(recovery ? 'login.secondStep.recoveryLead' : 'login.secondStep.lead')}</p>
      {recovery ? (
        <TextField
          key="recovery"
          ref={input}
          label={t('login.secondStep.recoveryCode')}
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      ) : (
        <TextField
          key="code"
          ref={input}
          label={t('login.secondStep.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
        />
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-petal-100 p-3 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={step.isPending}>
        {step.isPending ? t('login.signing') : t('login.secondStep.submit')}
      </button>
      <button
        type="button"
        onClick={() => {
          setRecovery((r) => !r);
          setError(null);
        }}
        className="text-sm font-semibold text-leaf-800 underline"
      >
        {t(recovery ? 'login.secondStep.useApp' : 'login.secondStep.useRecovery')}
      </button>
    </form>
  );
}
