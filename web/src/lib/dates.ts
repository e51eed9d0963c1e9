import type { Language } from '@shop/contract';

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

type Kind = 'dateTime' | 'time';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' },
  time: { timeStyle: 'short', timeZone: 'America/Toronto' },
};

// One formatter per kind and language, made on first use: making one costs far more than
// formatting with it (a list of a hundred orders made two hundred), and one with a time zone
// loads that zone's data (issue 19).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: Kind, language: Language): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), OPTIONS[kind]);
    formatters.set(key, format);
  }
  return format;
}

/** An instant (ISO) as a date and time in Montreal, for the reader. */
export const formatDateTime = (iso: string, language: Language): string =>
  formatter('dateTime', language).format(new Date(iso));

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/**
 * A business date ('YYYY-MM-DD') for the reader, as Intl's medium date of en-CA and fr-CA writes
 * it ("Nov 24, 2026", "24 nov. 2026"). Written out: the first Intl.DateTimeFormat of a page costs
 * 30 to 45 ms of a phone's main thread, and the shop shows its offers' dates on its first screen
 * (issue 19). dates.test.ts checks it against Intl.
 */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = MONTHS[language][month - 1];
  if (name === undefined || !Number.isInteger(date) || !Number.isInteger(year)) return day;
  return language === 'fr' ? `${date} ${name} ${year}` : `${name} ${date}, ${year}`;
}

/** An instant (ISO) as a time of day in Montreal, for the reader ("5:30 p.m.", "17 h 30"). */
export const formatTime = (iso: string, language: Language): string =>
  formatter('time', language).format(new Date(iso));
