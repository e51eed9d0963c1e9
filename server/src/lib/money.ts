import type { Language } from '@shop/contract';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Cents as the reader's money: "1 234,56 $" in fr-CA, "$1,234.56" in en-CA (PRODUCT.md, Money). */
export function formatCents(cents: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}
