import type { Language } from '@shop/contract';

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** An instant (ISO) as a date and time in Montreal, for the reader. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/** A business date ('YYYY-MM-DD') for the reader, without time-zone shifts. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An instant (ISO) as a time of day in Montreal, for the reader ("5:30 p.m.", "17 h 30"). */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { timeStyle: 'short', timeZone: 'America/Toronto' }).format(
    new Date(iso),
  );
}
