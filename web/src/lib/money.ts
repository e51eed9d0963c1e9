import type { Language } from '@shop/contract';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Formats integer cents as Canadian dollars for the reader (en-CA "$15.00", fr-CA "15,00 $"). */
export function formatMoney(cents: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
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
