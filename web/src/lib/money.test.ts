import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToInput, formatMoney, parseAmount } from './money';

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

describe('amounts typed in a form', () => {
  it('reads what either language types', () => {
    expect(parseAmount('263,29')).toBe(26329);
    expect(parseAmount('263.29')).toBe(26329);
    expect(parseAmount('1 234,56 $')).toBe(123456);
    expect(parseAmount('1\u00a0234,56\u00a0$')).toBe(123456);
    expect(parseAmount('$1,234.56')).toBe(123456);
    expect(parseAmount('12,345,678.90')).toBe(1234567890);
  });

  it('refuses what it would have to guess, and zero unless allowed', () => {
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('1.234,56')).toBeNull();
    expect(parseAmount('12,5,0')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('0,00', { allowZero: true })).toBe(0);
  });

  it('writes cents back the way the reader types them, and reads them again', () => {
    expect(centsToInput(26329, 'fr')).toBe('263,29');
    expect(centsToInput(26329, 'en')).toBe('263.29');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }),
        fc.constantFrom('en' as const, 'fr' as const),
        (cents, language) => {
          expect(parseAmount(centsToInput(cents, language))).toBe(cents);
          expect(parseAmount(formatMoney(cents, language))).toBe(cents);
        },
      ),
    );
  });
});
