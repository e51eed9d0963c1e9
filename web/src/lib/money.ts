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

/**
 * Dollars typed by a person ("125.50", "125,50 $") to integer cents; null when it is not an
 * amount, or when it is zero and zero is not allowed (a payment; a price may be free).
 */
export function parseAmount(text: string, options: { allowZero?: boolean } = {}): number | null {
  const cleaned = text.replace(/[$\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 || (options.allowZero && cents === 0) ? cents : null;
}

/** Cents as a person types them back in a form ("24.50"). */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
