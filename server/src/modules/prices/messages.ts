import type { Language } from '@shop/contract';

/** What the prices' endpoints answer on success, in the caller's language. */
export const priceMessages = {
  en: {
    levelCreated: 'The price level is added.',
    levelUpdated: 'The price level is saved.',
    pricesSaved: 'The customer’s prices are saved.',
  },
  fr: {
    levelCreated: 'Le niveau de prix est ajouté.',
    levelUpdated: 'Le niveau de prix est enregistré.',
    pricesSaved: 'Les prix du client sont enregistrés.',
  },
} satisfies Record<Language, Record<string, string>>;
