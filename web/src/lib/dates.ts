import type { Language } from '@shop/contract';

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

type Kind = 'dateTime' | 'day' | 'time';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' },
  // A business date is a calendar day: read at noon UTC, it is the same day everywhere.
  day: { dateStyle: 'medium', timeZone: 'UTC' },
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

/** A business date ('YYYY-MM-DD') for the reader, without time-zone shifts. */
export const formatDay = (day: string, language: Language): string =>
  formatter('day', language).format(new Date(`${day}T12:00:00Z`));

/** An instant (ISO) as a time of day in Montreal, for the reader ("5:30 p.m.", "17 h 30"). */
export const formatTime = (iso: string, language: Language): string =>
  formatter('time', language).format(new Date(iso));
