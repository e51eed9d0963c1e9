import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './detect-language';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = '';
});

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the reader’s language (SPEC §4)', () => {
  it('takes the path’s language first, then the stored choice, then the browser’s', () => {
    browserLanguages(['fr-CA', 'en']);
    expect(detectLanguage('en')).toBe('en');
    expect(detectLanguage(undefined)).toBe('fr');
    rememberLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('skips languages the shop does not speak, and falls back to English', () => {
    browserLanguages(['de-DE', 'FR']);
    expect(detectLanguage(undefined)).toBe('fr');
    browserLanguages(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('goes on without the stored choice when the browser refuses storage', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    browserLanguages(['fr']);
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(detectLanguage(undefined)).toBe('fr');
  });
});
