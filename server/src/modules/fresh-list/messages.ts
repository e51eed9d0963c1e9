import type { Language } from '@shop/contract';

/** What the fresh list's endpoints answer on success, in the caller's language. */
export const freshListMessages = {
  en: {
    settingsSaved: 'The fresh list settings are saved.',
    subscribed: 'You will get the fresh list each business morning.',
    unsubscribed: 'You will no longer get the fresh list.',
    unsubscribedByLink: 'You are unsubscribed from the fresh list.',
  },
  fr: {
    settingsSaved: 'Les réglages de la liste fraîcheur sont enregistrés.',
    subscribed: 'Vous recevrez la liste fraîcheur chaque matin ouvrable.',
    unsubscribed: 'Vous ne recevrez plus la liste fraîcheur.',
    unsubscribedByLink: 'Vous êtes désabonné de la liste fraîcheur.',
  },
} satisfies Record<Language, Record<string, string>>;
