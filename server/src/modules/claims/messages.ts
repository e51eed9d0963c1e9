import type { Language } from '@shop/contract';

/** What the claim routes answer on success (refusals are in errors.ts). */
export const claimMessages = {
  en: {
    created: { claim: 'Thank you: your problem report is sent.', return: 'Thank you: your return request is sent.' },
    decided: 'Decision saved; the customer is told by e-mail.',
  },
  fr: {
    created: { claim: 'Merci : votre signalement est envoyé.', return: 'Merci : votre demande de retour est envoyée.' },
    decided: 'Décision enregistrée; le client en est informé par courriel.',
  },
} satisfies Record<Language, unknown>;
