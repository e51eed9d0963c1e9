import { describe, expect, it } from 'vitest';
import { stripLang, withLang } from './paths';
import { languageOfPath } from '@/lib/language-segment';

describe('language in paths (SPEC §2)', () => {
  it('gives en no prefix and fr /fr', () => {
    expect(withLang('en', '/about')).toBe('/about');
    expect(withLang('fr', '/about')).toBe('/fr/about');
    expect(withLang('fr', '/')).toBe('/fr');
  });

  it('strips any language segment', () => {
    expect(stripLang('/fr/about')).toBe('/about');
    expect(stripLang('/fr')).toBe('/');
    expect(stripLang('/de/contact')).toBe('/contact');
    expect(stripLang('/about')).toBe('/about');
  });

  it('reads fr as French and any other code as English', () => {
    expect(languageOfPath('/fr/contact')).toBe('fr');
    expect(languageOfPath('/es/contact')).toBe('en');
    expect(languageOfPath('/contact')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });
});
