import type { Language } from '@shop/contract';

export const offerMessages = {
  en: {
    created: 'Offer created.',
    updated: 'Offer updated.',
    deleted: 'Offer deleted.',
    imageSaved: 'Image saved.',
    notFound: 'Offer not found.',
    unknownProduct: 'This product does not exist.',
  },
  fr: {
    created: 'Offre créée.',
    updated: 'Offre mise à jour.',
    deleted: 'Offre supprimée.',
    imageSaved: 'Image enregistrée.',
    notFound: 'Offre introuvable.',
    unknownProduct: "Ce produit n'existe pas.",
  },
} satisfies Record<Language, Record<string, string>>;
