import { useEffect, useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolment } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { ApiError } from '@/lib/api-client';
import { writeAuthUser } from '@/lib/auth-storage';
import { useAuthUser } from '@/lib/use-auth-user';
import { useConfirmTotp, useDisableTotp, useRenewRecoveryCodes, useStartTotp, useTotpStatus } from './api/two-step';

const errorOf = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** A 6-digit code field: the phone's keypad, and the code the system offers. */
function CodeField({ error, label }: { error?: string | undefined; label: string }) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      error={error}
      className="max-w-40"
    />
  );
}

/** The ten recovery codes, shown once: to copy or print. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoStep.account.recovery.copied'));
    } catch {
      toast.error(t('twoStep.account.recovery.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoStep.account.recovery.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 space-y-3">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-leaf-900">
        {t('twoStep.account.recovery.title')}
      </h3>
      <p className="text-sm text-gray-700">{t('twoStep.account.recovery.lead')}</p>
      <ul aria-label={t('twoStep.account.recovery.title')} className="grid max-w-md grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 ring-1 ring-leaf-100">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {t('twoStep.account.recovery.copy')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={download}>
          {t('twoStep.account.recovery.download')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t('twoStep.account.recovery.print')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('twoStep.account.recovery.done')}
        </button>
      </div>
    </div>
  );
}

/** Enrolment: the QR code and the key, then the first code confirms it. */
function Enrol({ enrolment, onConfirmed }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [error, setError] = useState<string>();
  const grouped = enrolment.secret.replace(/(.{4})/g, '$1 ').trim();
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t('twoStep.account.codeFormat'));
      return;
    }
    try {
      const reply = await confirm.mutateAsync({ code });
      setError(undefined);
      toast.success(reply.message ?? '');
      onConfirmed(reply.data.recovery_codes);
    } catch (err) {
      setError(errorOf(err, t('twoStep.account.errors.save')));
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-800">
        <li>{t('twoStep.account.enrol.scan')}</li>
        <li>{t('twoStep.account.enrol.type')}</li>
      </ol>
      <img
        src={enrolment.qr_svg}
        alt={t('twoStep.account.enrol.qrAlt')}
        width={200}
        height={200}
        className="rounded bg-white ring-1 ring-leaf-100"
      />
      <p className="text-sm text-gray-700">
        {t('twoStep.account.enrol.manual')}{' '}
        <code
          data-testid="totp-secret"
          aria-label={t('twoStep.account.enrol.keyLabel')}
          className="font-mono font-semibold break-all"
        >
          {grouped}
        </code>
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <CodeField label={t('twoStep.account.code')} error={error} />
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          {t('twoStep.account.enrol.confirm')}
        </button>
      </form>
    </div>
  );
}

/**
 * What needs a current code from the authenticator (turning two-step off, renewing the recovery
 * codes): a button that opens a short form for the code. `run` does it and returns the message.
 */
function CodeAction({
  texts,
  pending,
  run,
}: {
  texts: 'disable' | 'renew';
  pending: boolean;
  run: (code: string) => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  if (!open)
    return (
      <button type="button" className="btn btn-secondary mt-4" onClick={() => setOpen(true)}>
        {t(`twoStep.account.${texts}.open`)}
      </button>
    );
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t('twoStep.account.codeFormat'));
      return;
    }
    try {
      toast.success((await run(code)) ?? '');
      setOpen(false);
    } catch (err) {
      setError(errorOf(err, t('twoStep.account.errors.save')));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-label={t(`twoStep.account.${texts}.open`)}>
      <p className="text-sm text-gray-700">{t(`twoStep.account.${texts}.lead`)}</p>
      <CodeField label={t('twoStep.account.code')} error={error} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t(`twoStep.account.${texts}.submit`)}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          {t('twoStep.account.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Turning it off needs a current code. */
function Disable() {
  const disable = useDisableTotp();
  return (
    <CodeAction
      texts="disable"
      pending={disable.isPending}
      run={async (code) => (await disable.mutateAsync({ code })).message}
    />
  );
}

/** Ten new recovery codes for a current code: the old ones stop working. */
function Renew({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  return (
    <CodeAction
      texts="renew"
      pending={renew.isPending}
      run={async (code) => {
        const reply = await renew.mutateAsync({ code });
        onRenewed(reply.data.recovery_codes);
        return reply.message;
      }}
    />
  );
}

/** Two-step sign-in on the staff member's own page (issue 15, part 5): set up, or turn off. */
export function TwoStepPanel({ className }: { className: string }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const status = useTotpStatus();
  const s = status.data;
  const start = useStartTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = async () => {
    try {
      setEnrolment((await start.mutateAsync()).data);
    } catch (err) {
      toast.error(errorOf(err, t('twoStep.account.errors.save')));
    }
  };
  const confirmed = (recovery: string[]) => {
    setEnrolment(null);
    setCodes(recovery);
    // The back-office opens now: the stored user no longer has to enrol.
    if (user?.totp_enrolment_required) {
      const { totp_enrolment_required: _done, ...rest } = user;
      writeAuthUser(rest);
    }
  };

  return (
    <section aria-labelledby="two-step-title" className={className}>
      <div>
        <h2 id="two-step-title" className="font-serif text-xl text-leaf-900">
          {t('twoStep.account.heading')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('twoStep.account.lead')}</p>
        {!s ? (
          <QueryStatus query={status} />
        ) : (
          <>
            {s.required && !s.enabled && (
              <p role="alert" className="mt-3 rounded-lg bg-petal-100 p-3 text-sm font-medium text-petal-800">
                {t('twoStep.account.required')}
              </p>
            )}
            <p className="mt-3 font-semibold" aria-live="polite">
              {s.enabled ? t('twoStep.account.on', { count: s.recovery_codes_left }) : t('twoStep.account.off')}
            </p>
            {codes ? (
              <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
            ) : s.enabled ? (
              <div className="flex flex-wrap items-start gap-x-2">
                <Renew onRenewed={setCodes} />
                <Disable />
              </div>
            ) : enrolment ? (
              <Enrol enrolment={enrolment} onConfirmed={confirmed} />
            ) : (
              <button type="button" className="btn btn-primary mt-4" onClick={begin} disabled={start.isPending}>
                {t('twoStep.account.enrol.start')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
