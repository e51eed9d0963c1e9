import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'altcha/types/react';
import { useSiteInfo } from '@/api/site';
import { Recaptcha } from './recaptcha';

/**
 * Whether the reader has used the page yet (a tap, a key). Unknown to older browsers: then as if
 * they had, and the widget loads at once as it always did.
 */
const pageInUse = () =>
  (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? true;

/** The altcha widget's height: its place is kept while its code loads, so the form does not move. */
const WIDGET_HEIGHT = 'min-h-[68px]';

interface Props {
  /** Receives the proof to send as `captcha`, or undefined when it is not (or no longer) solved. */
  onChange: (token: string | undefined) => void;
  error?: string | undefined;
}

/**
 * The challenge of sign-up, contact and repeated logins. With CAPTCHA=altcha it is the
 * self-hosted proof-of-work widget, with CAPTCHA=recaptcha Google's checkbox (not testable
 * here: it needs Google's servers); with CAPTCHA=off there is nothing to solve.
 *
 * The altcha widget's code (48 KB gzip) waits for the reader to start on the form (a focus, a tap,
 * a key in it), so that a page opened on a phone does not run it while it starts (issue 19); it
 * then solves at once, the reader being on the form. On a page already in use (a visit within
 * the app, the login's challenge after a refusal) it loads at once and solves on focus.
 */
export function CaptchaField({ onChange, error }: Props) {
  const { i18n } = useTranslation();
  const captcha = useSiteInfo().data?.captcha;
  const mode = captcha?.mode;
  const ref = useRef<HTMLElement>(null);
  const place = useRef<HTMLDivElement>(null);
  // Null until the widget's code is there; then why it was loaded.
  const [ready, setReady] = useState<'in-use' | 'on-form' | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (mode !== 'altcha') return;
    let cancelled = false;
    const form = place.current?.closest('form') ?? document;
    const events = ['focusin', 'pointerdown', 'keydown'];
    const watch = (on: boolean) => {
      for (const event of events) {
        if (on) form.addEventListener(event, start, { passive: true });
        else form.removeEventListener(event, start);
      }
    };
    // A download that fails (offline, a new version deployed meanwhile) is tried again at the
    // reader's next move on the form.
    const load = (why: 'in-use' | 'on-form') =>
      void import('./altcha-setup').then(
        () => !cancelled && setReady(why),
        () => !cancelled && watch(true),
      );
    function start() {
      watch(false);
      load('on-form');
    }
    if (pageInUse()) load('in-use');
    else watch(true);
    return () => {
      cancelled = true;
      watch(false);
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

  const alert = error && (
    <p className="mt-1 text-sm text-petal-800" role="alert">
      {error}
    </p>
  );
  if (mode === 'recaptcha' && captcha?.siteKey) {
    return (
      <div>
        <Recaptcha siteKey={captcha.siteKey} language={i18n.language} onChange={onChange} />
        {alert}
      </div>
    );
  }
  if (mode !== 'altcha') return null;
  if (!ready)
    return (
      <div ref={place} className={WIDGET_HEIGHT}>
        {alert}
      </div>
    );
  return (
    <div className={WIDGET_HEIGHT}>
      <altcha-widget
        ref={ref}
        challenge="/api/captcha"
        language={i18n.language === 'fr' ? 'fr-ca' : 'en'}
        name="captcha"
        auto={ready === 'on-form' ? 'onload' : 'onfocus'}
      />
      {alert}
    </div>
  );
}
