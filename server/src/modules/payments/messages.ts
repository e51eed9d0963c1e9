import type { Language } from '@shop/contract';

/** What the payment routes answer on success (refusals are in errors.ts). */
export const paymentMessages = {
  en: {
    received: 'Payment received.',
    reversed: 'Payment reversed.',
    reallocated: 'Payment re-allocated.',
  },
  fr: {
    received: 'Paiement reçu.',
    reversed: 'Paiement annulé.',
    reallocated: 'Paiement réimputé.',
  },
} satisfies Record<Language, Record<string, string>>;
