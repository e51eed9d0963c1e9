import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const intl = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
};

describe('formatMoney', () => {
  it('writes Canadian dollars the way each language does', () => {
    expect(formatMoney(123456789, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(-1250, 'en')).toBe('-$12.50');
    expect(formatMoney(5, 'en')).toBe('$0.05');
    expect(formatMoney(123456789, 'fr')).toBe('1\u00a0234\u00a0567,89\u00a0$');
    expect(formatMoney(-1250, 'fr')).toBe('-12,50\u00a0$');
    expect(formatMoney(0, 'fr')).toBe('0,00\u00a0$');
  });

  it('matches Intl.NumberFormat for any amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents, 'en')).toBe(intl.en.format(cents / 100));
        expect(formatMoney(cents, 'fr')).toBe(intl.fr.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves fractions of a cent and what is not an amount to Intl.NumberFormat', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(2, 4, 8, 10, 3), (units, per) => {
        const cents = units / per;
        expect(formatMoney(cents, 'en')).toBe(intl.en.format(cents / 100));
        expect(formatMoney(cents, 'fr')).toBe(intl.fr.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    expect(formatMoney(71596232.5, 'en')).toBe(intl.en.format(715962.325));
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(formatMoney(value, 'fr')).toBe(intl.fr.format(value));
  });
});
