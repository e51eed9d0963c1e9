import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';
import legalEn from './locales/legal.en.json';
import legalFr from './locales/legal.fr.json';
import pagesEn from './locales/pages.en.json';
import pagesFr from './locales/pages.fr.json';

/** Every leaf key, with array indexes, so that lists must have the same length too. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}${i}.`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

function placeholders(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out[path] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, c]) => walk(c, `${path}.${k}`));
  };
  walk(value, '');
  return out;
}

const featureFiles = import.meta.glob<Record<string, unknown>>('./locales/features/*.json', {
  eager: true,
  import: 'default',
});
const featurePairs = Object.keys(featureFiles)
  .filter((path) => path.endsWith('.en.json'))
  .map((path) => [path, featureFiles[path]!, featureFiles[path.replace('.en.json', '.fr.json')] ?? {}] as const);

const pairs: (readonly [string, unknown, unknown])[] = [
  ['en.json / fr.json', en, fr],
  ['legal.en.json / legal.fr.json', legalEn, legalFr],
  ['pages.en.json / pages.fr.json', pagesEn, pagesFr],
  ...featurePairs,
];

describe.each(pairs)('%s', (_name, english, french) => {
  it('have the same keys: every English text exists in French and the reverse', () => {
    const enKeys = keys(english);
    const frKeys = keys(french);
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    expect(placeholders(french)).toEqual(placeholders(english));
  });

  it('have no empty text', () => {
    const empty = Object.entries(placeholders(english)).length; // every string visited
    expect(empty).toBeGreaterThan(0);
    const blank = keys(english).filter((k) => {
      const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], english);
      return typeof v === 'string' && v.trim() === '';
    });
    expect(blank).toEqual([]);
  });
});

describe('feature texts', () => {
  it('exist in both languages, each file under its own top-level keys', () => {
    expect(featurePairs.length).toBeGreaterThanOrEqual(3);
    const owners = new Map<string, string>();
    for (const [path, english] of featurePairs) {
      for (const key of Object.keys(english)) {
        expect(owners.get(key), `${key} in ${path}`).toBeUndefined();
        expect(Object.keys(en), `${key} in ${path} and en.json`).not.toContain(key);
        owners.set(key, path);
      }
    }
  });
});

describe('public copy', () => {
  it('has an FAQ of 10 questions and answers', () => {
    expect(pagesEn.home.faq.items).toHaveLength(10);
    for (const item of pagesEn.home.faq.items) expect(item.q && item.a).toBeTruthy();
  });

  it("uses SPEC's exact labels", () => {
    expect(pagesEn.home.hero.title).toBe('By Florists, For Florists');
    expect(pagesEn.home.hero.shopNow).toBe('Shop Now');
    expect(pagesEn.home.requestAccount.cta).toBe('Request an Account');
    expect(en.footer.noPriceList).toBe('No Price List Available');
    expect(en.footer.sections).toEqual({
      'all-products': 'All Products',
      petals: 'Petals',
      'ready-for-retail': 'Ready For Retail',
      'preserve-roses': 'Preserve Roses',
    });
    expect(en.contact.success).toBe('Thank you for your message! We will get back to you soon.');
    expect(en.contact.failure).toBe('Something went wrong. Please try again later.');
    expect(en.errors.title).toBe('Unexpected Application Error!');
    expect(en.login.signing).toBe('Signing...');
  });

  it('never writes a delivery fee or contact detail literally (they are interpolated)', () => {
    const all = JSON.stringify([en, fr, legalEn, legalFr, pagesEn, pagesFr]);
    expect(all).not.toMatch(/\$\s?(15|22|27)\b|\b(15|22|27)(,00)?\s?\$/);
    expect(all).not.toMatch(/514-555/);
  });

  it('states the constants of SPEC §9 in the policies', () => {
    const text = JSON.stringify(legalEn);
    for (const fact of ['24 hours', '14 days', '20%', '$250', '18', '30 days', '10:00 AM', '8:00 AM']) {
      expect(text, fact).toContain(fact);
    }
  });
});
