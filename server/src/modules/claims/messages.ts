import type { Language } from '@shop/contract';

/** What the claim routes answer on success (refusals are in errors.ts). */
export const claimMessages = {
  en: {
    created: { claim: 'Thank you: your problem report is sent.', return: 'Thank you: your return request is sent.' },
    decided: 'Decision saved; the customer is told by e-mail.',
    received: 'Return received: the goods are back in stock and the credit note is issued.',
  },
  fr: {
    created: { claim: 'Merci : votre signalement est envoyé.', return: 'Merci : votre demande de retour est envoyée.' },
    decided: 'Décision enregistrée; le client en est informé par courriel.',
    received: 'Retour reçu : les articles sont remis en stock et la note de crédit est émise.',
  },
} satisfies Record<Language, unknown>;
