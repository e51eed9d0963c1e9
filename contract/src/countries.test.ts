import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCode, countryName } from './countries.js';

describe('a product’s origin in the reader’s language', () => {
  it('names the country in French or English, from its English or French name or its ISO code', () => {
    expect(countryName('Colombia', 'fr')).toBe('Colombie');
    expect(countryName('CO', 'fr')).toBe('Colombie');
    expect(countryName('colombie', 'en')).toBe('Colombia');
    expect(countryName('Netherlands', 'fr')).toBe('Pays-Bas');
    expect(countryName('Holland', 'en')).toBe('Netherlands');
    expect(countryName('USA', 'fr')).toBe('États-Unis');
    expect(countryName(' Ecuador ', 'fr')).toBe('Équateur');
    expect(countryName('Equateur', 'en')).toBe('Ecuador');
  });

  it('leaves an origin it does not know as typed', () => {
    expect(countryName('Ferme Dubois, Laval', 'fr')).toBe('Ferme Dubois, Laval');
    expect(countryCode('Atlantis')).toBeUndefined();
  });

  it('writes each name as Intl does in en-CA and fr-CA', () => {
    const en = new Intl.DisplayNames(['en-CA'], { type: 'region' });
    const fr = new Intl.DisplayNames(['fr-CA'], { type: 'region' });
    for (const code of COUNTRY_CODES) {
      expect(countryName(code, 'en'), code).toBe(en.of(code));
      expect(countryName(code, 'fr'), code).toBe(fr.of(code));
    }
  });
});
