import type { Language } from '@shop/contract';

export const catalogMessages = {
  en: {
    created: 'Product created.',
    updated: 'Product updated.',
    deleted: 'Product deleted.',
    deactivated: 'Product deactivated: its history is kept.',
    imageSaved: 'Image saved.',
  },
  fr: {
    created: 'Produit créé.',
    updated: 'Produit mis à jour.',
    deleted: 'Produit supprimé.',
    deactivated: 'Produit désactivé : son historique est conservé.',
    imageSaved: 'Image enregistrée.',
  },
} satisfies Record<Language, Record<string, string>>;
