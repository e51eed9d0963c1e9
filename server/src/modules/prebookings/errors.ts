import { defineErrors } from '../../errors/define.js';

export const prebookingErrors = defineErrors({
  PREBOOKING_NOT_FOUND: { kind: 'not_found', en: 'Prebooking not found.', fr: 'Précommande introuvable.' },
  PREBOOKING_CONVERTED: {
    kind: 'conflict',
    en: (p: { number: string }) => `Prebooking ${p.number} is already converted into an order.`,
    fr: (p: { number: string }) => `La précommande ${p.number} est déjà convertie en commande.`,
  },
  PREBOOKING_CANCELLED: {
    kind: 'conflict',
    en: 'A cancelled prebooking cannot be converted.',
    fr: 'Une précommande annulée ne peut pas être convertie.',
  },
});
