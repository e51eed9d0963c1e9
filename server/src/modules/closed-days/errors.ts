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
  /** Closing a day that has orders for delivery: staff decide (confirm_orders), the orders keep their date. */
  CLOSED_DAY_HAS_ORDERS: {
    kind: 'conflict',
    en: (p: { date: string; count: number }) =>
      `${p.count === 1 ? '1 order is' : `${p.count} orders are`} already for delivery on ${writtenDate(p.date, 'en')}. Close the day anyway? ${p.count === 1 ? 'It keeps its' : 'They keep their'} date: move or cancel ${p.count === 1 ? 'it' : 'them'} in the orders.`,
    fr: (p: { date: string; count: number }) =>
      `${p.count === 1 ? '1 commande est' : `${p.count} commandes sont`} déjà à livrer le ${writtenDate(p.date, 'fr')}. Fermer ce jour quand même ? ${p.count === 1 ? 'Elle garde sa' : 'Elles gardent leur'} date : ${p.count === 1 ? 'déplacez-la ou annulez-la' : 'déplacez-les ou annulez-les'} dans les commandes.`,
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
