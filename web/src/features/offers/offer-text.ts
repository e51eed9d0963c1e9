import type { Language, Offer } from '@shop/contract';
import { montrealTime } from '@shop/contract/delivery';

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

/** Today's business day in Montreal ('YYYY-MM-DD'), as the server decides offer states. */
export const businessToday = (): string => montrealTime(new Date()).date;

export { addDays } from '@shop/contract/delivery';

/**
 * Whole days from one 'YYYY-MM-DD' day to another. The same as receivables' daysBetween, which
 * the shop (it imports this file for the offers' texts) must not load: that module brings zod.
 */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
