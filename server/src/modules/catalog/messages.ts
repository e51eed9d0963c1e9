import type { Language } from '@shop/contract';

export const catalogMessages = {
  en: {
    created: 'Product created.',
    updated: 'Product updated.',
    deleted: 'Product deleted.',
    deactivated: 'Product deactivated: its history is kept.',
    imageSaved: 'Image saved.',
    pictureAdded: 'Picture added.',
    pictureRemoved: 'Picture removed.',
    picturesOrdered: 'Pictures put in order.',
  },
  fr: {
    created: 'Produit créé.',
    updated: 'Produit mis à jour.',
    deleted: 'Produit supprimé.',
    deactivated: 'Produit désactivé : son historique est conservé.',
    imageSaved: 'Image enregistrée.',
    pictureAdded: 'Image ajoutée.',
    pictureRemoved: 'Image retirée.',
    picturesOrdered: 'Images remises en ordre.',
  },
} satisfies Record<Language, Record<string, string>>;

export const categoryMessages = {
  en: {
    created: 'Category created.',
    updated: 'Category saved.',
    deleted: 'Category deleted.',
    archivedProducts: 'Category archived: products are filed under it, they keep it.',
    archivedChildren: 'Category archived with its subcategories: it has subcategories.',
    colourSaved: 'Colour saved.',
  },
  fr: {
    created: 'Catégorie créée.',
    updated: 'Catégorie enregistrée.',
    deleted: 'Catégorie supprimée.',
    archivedProducts: 'Catégorie archivée : des produits y sont classés, ils la gardent.',
    archivedChildren: 'Catégorie archivée avec ses sous-catégories : elle en a.',
    colourSaved: 'Couleur enregistrée.',
  },
} satisfies Record<Language, Record<string, string>>;
