import { writtenDate } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

export const standingOrderErrors = defineErrors({
  /** Not one, or another customer's (asked by a customer): the same 404. */
  STANDING_ORDER_NOT_FOUND: {
    kind: 'not_found',
    en: 'This standing order was not found.',
    fr: 'Cette commande permanente est introuvable.',
  },
  STANDING_ORDER_CUSTOMER: {
    kind: 'invalid',
    en: 'Choose an existing customer.',
    fr: 'Choisissez un client existant.',
    field: 'customer_id',
  },
  STANDING_ORDER_PRODUCT: {
    kind: 'invalid',
    en: 'A product of this standing order is not in the catalogue.',
    fr: 'Un produit de cette commande permanente n’est pas au catalogue.',
  },
  STANDING_ORDER_PACK: {
    kind: 'invalid',
    en: 'Pack: choose one of the product’s packs.',
    fr: 'Conditionnement : choisissez un des conditionnements du produit.',
  },
  OCCURRENCE_LINES: {
    kind: 'invalid',
    en: 'Give a quantity for each line of the standing order, and only those.',
    fr: 'Donnez une quantité pour chaque ligne de la commande permanente, et seulement celles-là.',
    field: 'lines',
  },
  OCCURRENCE_NOT_PLANNED: {
    kind: 'conflict',
    en: (p: { date: string }) =>
      `The occurrence of ${writtenDate(p.date, 'en')} is skipped: it can no longer be changed.`,
    fr: (p: { date: string }) =>
      `L’occurrence du ${writtenDate(p.date, 'fr')} est sautée : elle ne peut plus être modifiée.`,
  },
  STANDING_ORDER_NEVER_OPEN: {
    kind: 'invalid',
    en: 'This recurrence never falls on a day we deliver: choose other days or dates.',
    fr: 'Cette récurrence ne tombe jamais un jour de livraison : choisissez d’autres jours ou dates.',
    field: 'weekdays',
  },
  STANDING_ORDER_ENDED: {
    kind: 'conflict',
    en: 'This standing order has ended: it can no longer be changed.',
    fr: 'Cette commande permanente est terminée : elle ne peut plus être modifiée.',
  },
  OCCURRENCE_NOT_IN_RECURRENCE: {
    kind: 'invalid',
    en: (p: { date: string }) => `${writtenDate(p.date, 'en')} is not a day of this standing order.`,
    fr: (p: { date: string }) => `Le ${writtenDate(p.date, 'fr')} n’est pas un jour de cette commande permanente.`,
    field: 'date',
  },
  OCCURRENCE_ALREADY_ORDERED: {
    kind: 'conflict',
    en: (p: { date: string }) =>
      `The occurrence of ${writtenDate(p.date, 'en')} is already an order: change or cancel the order instead.`,
    fr: (p: { date: string }) =>
      `L’occurrence du ${writtenDate(p.date, 'fr')} est déjà une commande : modifiez ou annulez plutôt la commande.`,
  },
  OCCURRENCES_RANGE: {
    kind: 'invalid',
    en: 'Ask for a year of occurrences at most, from a date to a later one.',
    fr: 'Demandez au plus une année d’occurrences, d’une date à une date ultérieure.',
  },
});
