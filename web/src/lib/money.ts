import type { Language } from '@shop/contract';

/** Groups of three digits with `separator` ("1234567" -> "1,234,567"). */
function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * Formats cents as Canadian dollars for the reader (en-CA "$1,234.50", fr-CA "1 234,50 $" with
 * no-break spaces), as Intl.NumberFormat's CAD currency does (money.test.ts checks it). Written
 * out because the first Intl currency format costs a phone tens of milliseconds of locale data
 * while the page hydrates (issue 19).
 */
export function formatMoney(cents: number, language: Language): string {
  // Amounts are whole cents; anything else (a fraction being typed, NaN) goes to Intl as before.
  if (!Number.isSafeInteger(cents)) return intlFormat(cents, language);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = String(Math.floor(whole / 100));
  const fraction = String(whole % 100).padStart(2, '0');
  return language === 'fr'
    ? `${sign}${group(dollars, '\u00a0')},${fraction}\u00a0$`
    : `${sign}$${group(dollars, ',')}.${fraction}`;
}

const formatters = new Map<Language, Intl.NumberFormat>();
function intlFormat(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' });
    formatters.set(language, formatter);
  }
  return formatter.format(value / 100);
}

/** English groups of three ("1,234.56"): their commas go; a lone comma is a French decimal mark. */
const ENGLISH_GROUPS = /^\d{1,3}(,\d{3})+\.\d{1,2}$/;

/**
 * Dollars typed by a person, in either language's way ("125.50", "125,50 $", "1 234,56",
 * "1,234.56") to integer cents; null when it is not an amount, or when it is zero and zero is
 * not allowed (a payment; a price may be free). "1,234" is refused rather than guessed.
 */
export function parseAmount(text: string, options: { allowZero?: boolean } = {}): number | null {
  const compact = text.replace(/[$\s]/g, '');
  const cleaned = ENGLISH_GROUPS.test(compact) ? compact.replace(/,/g, '') : compact.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 || (options.allowZero && cents === 0) ? cents : null;
}

/** Cents as a person of `language` types them in a form ("24.50", "24,50"), which parseAmount reads back. */
export const centsToInput = (cents: number, language: Language) => {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
};
