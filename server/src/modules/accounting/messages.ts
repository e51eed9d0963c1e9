import type { Language } from '@shop/contract';

/** What the accounting endpoints answer on success, in the caller's language. */
export const accountingMessages = {
  en: { settingsSaved: 'The accounts are saved.' },
  fr: { settingsSaved: 'Les comptes sont enregistrés.' },
} satisfies Record<Language, Record<string, string>>;
