import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'altcha/types/react';
import { useSiteInfo } from '@/api/site';
import { Recaptcha } from './recaptcha';

interface Props {
  /** Receives the proof to send as `captcha`, or undefined when it is not (or no longer) solved. */
  onChange: (token: string | undefined) => void;
  error?: string | undefined;
}

/**
 * The challenge of sign-up, contact and repeated logins. With CAPTCHA=altcha it is the
 * self-hosted proof-of-work widget, with CAPTCHA=recaptcha Google's checkbox (not testable
 * here: it needs Google's servers); with CAPTCHA=off there is nothing to solve.
 */
export function CaptchaField({ onChange, error }: Props) {
  const { i18n } = useTranslation();
  const captcha = useSiteInfo().data?.captcha;
  const mode = captcha?.mode;
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (mode !== 'altcha') return;
    let cancelled = false;
    void import('./altcha-setup').then(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [mode]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget || !ready) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' ? detail.payload : undefined);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready]);

  if (mode === 'recaptcha' && captcha?.siteKey) {
    return (
      <div>
        <Recaptcha siteKey={captcha.siteKey} language={i18n.language} onChange={onChange} />
        {error && (
          <p className="mt-1 text-sm text-petal-800" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (mode !== 'altcha' || !ready) return null;
  return (
    <div>
      <altcha-widget
        ref={ref}
        challenge="/api/captcha"
        language={i18n.language === 'fr' ? 'fr-ca' : 'en'}
        name="captcha"
        auto="onfocus"
      />
      {error && (
        <p className="mt-1 text-sm text-petal-800" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
