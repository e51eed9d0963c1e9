import type { Language } from '@shop/contract';

/** What the price-list routes answer on success, in the caller's language. */
export const priceListMessages = {
  en: {
    created: 'Price list created.',
    updated: 'Price list updated.',
    deleted: 'Price list deleted.',
  },
  fr: {
    created: 'Liste de prix créée.',
    updated: 'Liste de prix mise à jour.',
    deleted: 'Liste de prix supprimée.',
  },
} satisfies Record<Language, Record<string, string>>;
