/**
 * The one-time token of a set-password link (/set-password?token=…). It is taken out of the
 * address bar before the app loads anything, so that it reaches no history entry, no Referer
 * and no screenshot; the page reads it from here (kept for the tab, so a reload still works).
 */
const KEY = 'set-password-token';

/** Call first thing at start: moves the token from the URL into this tab's storage. */
export function captureLinkToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null || !url.pathname.endsWith('/set-password')) return;
  window.sessionStorage.setItem(KEY, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function linkToken(): string {
  return window.sessionStorage.getItem(KEY) ?? '';
}

/** Once used, the token is worth nothing: forget it. */
export function forgetLinkToken(): void {
  window.sessionStorage.removeItem(KEY);
}
