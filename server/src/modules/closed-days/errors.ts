import { writtenDate } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

export const closedDayErrors = defineErrors({
  CLOSED_DAY_NOT_FOUND: {
    kind: 'not_found',
    en: 'This day is not a closed day.',
    fr: 'Ce jour n’est pas un jour de fermeture.',
  },
  CLOSED_DAY_EXISTS: {
    kind: 'conflict',
    en: (p: { date: string }) => `${writtenDate(p.date, 'en')} is already a closed day.`,
    fr: (p: { date: string }) => `Le ${writtenDate(p.date, 'fr')} est déjà un jour de fermeture.`,
    field: 'date',
  },
  CLOSED_DAYS_RANGE: {
    kind: 'invalid',
    en: 'Ask for a year of closed days at most, from a date to a later one.',
    fr: 'Demandez au plus une année de jours de fermeture, d’une date à une date ultérieure.',
  },
  /** A delivery or pickup asked for on a closed day (the shop, the staff form, prebookings). */
  DELIVERY_DAY_CLOSED: {
    kind: 'invalid',
    en: (p: { date: string; name_en: string; name_fr: string }) =>
      `We are closed on ${writtenDate(p.date, 'en')} (${p.name_en}): choose another delivery date.`,
    fr: (p: { date: string; name_en: string; name_fr: string }) =>
      `Nous sommes fermés le ${writtenDate(p.date, 'fr')} (${p.name_fr}) : choisissez une autre date de livraison.`,
    field: 'delivery_date',
  },
});
