import type { Language } from '@shop/contract';

/** What the closed days' endpoints answer on success, in the caller's language. */
export const closedDayMessages = {
  en: {
    created: 'The closed day is added.',
    updated: 'The closed day is saved.',
    deleted: 'The closed day is removed.',
  },
  fr: {
    created: 'Le jour de fermeture est ajouté.',
    updated: 'Le jour de fermeture est enregistré.',
    deleted: 'Le jour de fermeture est retiré.',
  },
} satisfies Record<Language, Record<string, string>>;
