import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl: string },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { ready(cb: () => void): void };
  }
}

let loading: Promise<void> | null = null;

/** Loads Google's script once (CSP allows its origin only when CAPTCHA=recaptcha). */
function loadScript(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve());
    script.onerror = () => reject(new Error('reCAPTCHA could not load'));
    document.head.append(script);
  });
  return loading;
}

/** The reCAPTCHA checkbox (CAPTCHA=recaptcha); its token goes to the server as `captcha`. */
export function Recaptcha({
  siteKey,
  language,
  onChange,
}: {
  siteKey: string;
  language: string;
  onChange: (token: string | undefined) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !box.current || !window.grecaptcha) return;
        window.grecaptcha.render(box.current, {
          sitekey: siteKey,
          hl: language,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(undefined),
        });
      })
      .catch(() => onChangeRef.current(undefined));
    return () => {
      cancelled = true;
    };
  }, [siteKey, language]);
  return <div ref={box} />;
}
