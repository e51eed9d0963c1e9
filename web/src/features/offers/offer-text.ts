import type { Language, Offer } from '@shop/contract';
import { BUSINESS_TIME_ZONE } from '@shop/contract/constants';

type Bilingual = Pick<Offer, 'title_en' | 'title_fr' | 'text_en' | 'text_fr'>;

/** The offer's title in the reader's language. */
export const offerTitle = (offer: Pick<Offer, 'title_en' | 'title_fr'>, language: Language): string =>
  language === 'fr' ? offer.title_fr : offer.title_en;

export const offerText = (offer: Bilingual, language: Language): string | null =>
  language === 'fr' ? offer.text_fr : offer.text_en;

// The copy's default titles are content in each language, whatever language the staff member reads.
const COPY_OF: Record<Language, string> = { en: 'Copy of', fr: 'Copie de' };
const TITLE_MAX = 160;

export const copyTitle = (title: string, language: Language): string =>
  `${COPY_OF[language]} ${title}`.slice(0, TITLE_MAX);

// Made on first use, by the offer form only: creating a formatter with a time zone loads the
// zone's data, about 25 ms of a phone's main thread (100 ms at 4x), and the shop imports this
// file for the offers' texts (issue 19).
let dayFormatter: Intl.DateTimeFormat | undefined;

/** Today's business day in Montreal ('YYYY-MM-DD'), as the server decides offer states. */
export const businessToday = (): string => {
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormatter.format(new Date());
};

/** A 'YYYY-MM-DD' day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' day to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
