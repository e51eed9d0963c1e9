import type { Language } from './constants.js';

/**
 * Dates written out as a reader writes them in a heading, a period or a document's own date
 * (issue 34, item 8): "28 novembre 2026", "1er décembre 2026", "November 28, 2026". Table
 * columns keep the numeric 2026-11-28, Quebec's official numeric form. Written from a table
 * rather than Intl: the French first of the month is "1er", which Intl does not write.
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** A business day 'YYYY-MM-DD' written out; anything else is given back as it came. */
export function writtenDate(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[language][Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  const date = Number(match[3]);
  if (language === 'en') return `${month} ${date}, ${match[1]}`;
  return `${date === 1 ? '1er' : date} ${month} ${match[1]}`;
}

/** A month 'YYYY-MM' written out: "novembre 2026", "November 2026"; anything else as it came. */
export function writtenMonth(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[language][Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** Both, French first, for the bilingual documents: "28 novembre 2026 / November 28, 2026". */
export const bilingualDate = (day: string) => `${writtenDate(day, 'fr')} / ${writtenDate(day, 'en')}`;
