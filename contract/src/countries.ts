import type { Language } from './constants.js';

/**
 * A product's origin is free text that staff type, mostly the English name of the country
 * ("Colombia", "Netherlands", "USA"): a French reader read "Origine Colombia" (issue 34, item 8).
 * The countries flowers come from, by ISO 3166 code, with their English and French names (as
 * Intl.DisplayNames writes them in en-CA and fr-CA, checked by countries.test.ts) and other ways
 * staff write them. Written out rather than Intl: the first Intl of a page costs a phone 30 to
 * 45 ms (issue 19). An origin not in the table (a region, a farm) is shown as typed.
 */
const COUNTRIES: Record<string, { en: string; fr: string; also?: readonly string[] }> = {
  AU: { en: 'Australia', fr: 'Australie' },
  BE: { en: 'Belgium', fr: 'Belgique' },
  BR: { en: 'Brazil', fr: 'Brésil' },
  CA: { en: 'Canada', fr: 'Canada' },
  CL: { en: 'Chile', fr: 'Chili' },
  CN: { en: 'China', fr: 'Chine' },
  CO: { en: 'Colombia', fr: 'Colombie' },
  CR: { en: 'Costa Rica', fr: 'Costa Rica' },
  DE: { en: 'Germany', fr: 'Allemagne' },
  DK: { en: 'Denmark', fr: 'Danemark' },
  EC: { en: 'Ecuador', fr: 'Équateur' },
  ES: { en: 'Spain', fr: 'Espagne' },
  ET: { en: 'Ethiopia', fr: 'Éthiopie' },
  FR: { en: 'France', fr: 'France' },
  GB: { en: 'United Kingdom', fr: 'Royaume-Uni', also: ['UK', 'Great Britain', 'England', 'Angleterre'] },
  GT: { en: 'Guatemala', fr: 'Guatemala' },
  IL: { en: 'Israel', fr: 'Israël' },
  IN: { en: 'India', fr: 'Inde' },
  IT: { en: 'Italy', fr: 'Italie' },
  JP: { en: 'Japan', fr: 'Japon' },
  KE: { en: 'Kenya', fr: 'Kenya' },
  MA: { en: 'Morocco', fr: 'Maroc' },
  MU: { en: 'Mauritius', fr: 'Maurice', also: ['île Maurice'] },
  MX: { en: 'Mexico', fr: 'Mexique' },
  MY: { en: 'Malaysia', fr: 'Malaisie' },
  NL: { en: 'Netherlands', fr: 'Pays-Bas', also: ['The Netherlands', 'Holland', 'Hollande'] },
  NZ: { en: 'New Zealand', fr: 'Nouvelle-Zélande' },
  PE: { en: 'Peru', fr: 'Pérou' },
  PT: { en: 'Portugal', fr: 'Portugal' },
  TH: { en: 'Thailand', fr: 'Thaïlande' },
  TR: { en: 'Türkiye', fr: 'Turquie', also: ['Turkey'] },
  TZ: { en: 'Tanzania', fr: 'Tanzanie' },
  UG: { en: 'Uganda', fr: 'Ouganda' },
  US: {
    en: 'United States',
    fr: 'États-Unis',
    also: ['USA', 'U.S.A.', 'U.S.', 'United States of America', 'É.-U.'],
  },
  VN: { en: 'Vietnam', fr: 'Vietnam', also: ['Viet Nam', 'Viêt Nam'] },
  ZA: { en: 'South Africa', fr: 'Afrique du Sud' },
  ZW: { en: 'Zimbabwe', fr: 'Zimbabwe' },
};

/** Lower case, without accents, dots or spaces around: "É.-U." and "e.-u" are the same. */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();

let byName: Map<string, string> | null = null;

/** The ISO code of an origin written as a code or a name in either language, else undefined. */
export function countryCode(origin: string): string | undefined {
  if (!byName) {
    byName = new Map();
    for (const [code, { en, fr, also = [] }] of Object.entries(COUNTRIES))
      for (const name of [code, en, fr, ...also]) byName.set(key(name), code);
  }
  return byName.get(key(origin));
}

/** An origin in the reader's language: "Colombie" for "Colombia" or "CO"; one not known as typed. */
export function countryName(origin: string, language: Language): string {
  const code = countryCode(origin);
  return code ? COUNTRIES[code]![language] : origin;
}

/** Every code of the table, for its test. */
export const COUNTRY_CODES = Object.keys(COUNTRIES);
