import type { Language } from '@shop/contract';

/** What the inventory routes answer on success, in the caller's language. */

export const inventoryMessages = {
  en: {
    recorded: 'Stock movement recorded.',
    received: 'Stock received.',
  },
  fr: {
    recorded: 'Mouvement de stock enregistré.',
    received: 'Stock reçu.',
  },
} satisfies Record<Language, Record<string, string>>;
