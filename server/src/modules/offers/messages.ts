import type { Language } from '@shop/contract';

export const offerMessages = {
  en: {
    created: 'Offer created.',
    updated: 'Offer updated.',
    deleted: 'Offer deleted.',
    imageSaved: 'Image saved.',
  },
  fr: {
    created: 'Offre créée.',
    updated: 'Offre mise à jour.',
    deleted: 'Offre supprimée.',
    imageSaved: 'Image enregistrée.',
  },
} satisfies Record<Language, Record<string, string>>;
