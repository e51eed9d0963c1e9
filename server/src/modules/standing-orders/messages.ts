import type { Language } from '@shop/contract';

/** What the standing orders' endpoints answer on success, in the caller's language. */
export const standingOrderMessages = {
  en: {
    created: 'The standing order is saved.',
    updated: 'The standing order is saved.',
    ended: 'The standing order has ended.',
    skipped: 'This occurrence is skipped.',
  },
  fr: {
    created: 'La commande permanente est enregistrée.',
    updated: 'La commande permanente est enregistrée.',
    ended: 'La commande permanente est terminée.',
    skipped: 'Cette occurrence est sautée.',
  },
} satisfies Record<Language, Record<string, string>>;
