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
