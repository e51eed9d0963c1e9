import { afterEach, describe, expect, it } from 'vitest';
import { captureLinkToken, forgetLinkToken, linkToken } from './link-token';

afterEach(() => {
  forgetLinkToken();
  window.history.replaceState(null, '', '/');
});

describe('captureLinkToken', () => {
  it('takes the token out of the address bar of a set-password link and keeps it for the page', () => {
    window.history.replaceState(null, '', '/fr/set-password?token=abc-DEF_123&x=1#top');
    captureLinkToken();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/fr/set-password?x=1#top');
    expect(linkToken()).toBe('abc-DEF_123');
    forgetLinkToken();
    expect(linkToken()).toBe('');
  });

  it('leaves other pages alone', () => {
    window.history.replaceState(null, '', '/login?token=abc');
    captureLinkToken();
    expect(window.location.search).toBe('?token=abc');
    expect(linkToken()).toBe('');
  });
});
