import type { Language } from '@shop/contract';

export const catalogMessages = {
  en: {
    created: 'Product created.',
    updated: 'Product updated.',
    deleted: 'Product deleted.',
    deactivated: 'Product deactivated: its history is kept.',
    imageSaved: 'Image saved.',
    notFound: 'Product not found.',
    skuTaken: 'Another product already has this code.',
  },
  fr: {
    created: 'Produit créé.',
    updated: 'Produit mis à jour.',
    deleted: 'Produit supprimé.',
    deactivated: 'Produit désactivé : son historique est conservé.',
    imageSaved: 'Image enregistrée.',
    notFound: 'Produit introuvable.',
    skuTaken: 'Un autre produit porte déjà ce code.',
  },
} satisfies Record<Language, Record<string, string>>;
