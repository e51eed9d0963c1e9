import { defineErrors } from '../../errors/define.js';

export const catalogErrors = defineErrors({
  PRODUCT_NOT_FOUND: { kind: 'not_found', en: 'Product not found.', fr: 'Produit introuvable.' },
  SKU_TAKEN: {
    kind: 'conflict',
    en: 'Another product already has this code.',
    fr: 'Un autre produit porte déjà ce code.',
  },
  /** Issue 36, item 6: five pictures at most; refused before the file is kept. */
  PICTURES_FULL: {
    kind: 'conflict',
    field: 'image',
    en: 'A product has 5 pictures at most: remove one before adding another.',
    fr: 'Un produit a 5 images au plus : retirez-en une avant d’en ajouter une autre.',
  },
  PICTURE_NOT_FOUND: { kind: 'not_found', en: 'Picture not found.', fr: 'Image introuvable.' },
  PICTURE_ORDER_MISMATCH: {
    kind: 'invalid',
    field: 'ids',
    en: 'Order of the pictures: name each picture of the product once.',
    fr: 'Ordre des images : nommez chaque image du produit une fois.',
  },
  CATEGORY_NOT_FOUND: { kind: 'not_found', en: 'Category not found.', fr: 'Catégorie introuvable.' },
  /** A product names a category that does not exist, or none (field category_id). */
  CATEGORY_UNKNOWN: {
    kind: 'invalid',
    field: 'category_id',
    en: 'Category: choose a category of the list.',
    fr: 'Catégorie : choisissez une catégorie de la liste.',
  },
  CATEGORY_ARCHIVED: {
    kind: 'invalid',
    field: 'category_id',
    en: 'Category: this category is archived; choose another or bring it back first.',
    fr: 'Catégorie : cette catégorie est archivée; choisissez-en une autre ou réactivez-la d’abord.',
  },
  /** Two levels at most: a parent is a top category, and one with children cannot move under another. */
  CATEGORY_TOO_DEEP: {
    kind: 'invalid',
    field: 'parent_id',
    en: 'Parent: categories go two levels deep; choose a top category as the parent.',
    fr: 'Catégorie parente : les catégories ont deux niveaux; choisissez une catégorie principale.',
  },
  CATEGORY_NAME_TAKEN: {
    kind: 'conflict',
    field: 'name_en',
    en: 'Another category under the same parent already has this name.',
    fr: 'Une autre catégorie du même parent porte déjà ce nom.',
  },
  /** A pack id the product does not have (field packs.N.id). */
  PACK_UNKNOWN: {
    kind: 'invalid',
    field: 'packs',
    en: 'Packs: this pack is not one of the product’s.',
    fr: 'Conditionnements : ce conditionnement n’est pas l’un de ceux du produit.',
  },
  COLOUR_NOT_FOUND: { kind: 'not_found', en: 'Colour not found.', fr: 'Couleur introuvable.' },
  COLOUR_UNKNOWN: {
    kind: 'invalid',
    field: 'colour_id',
    en: 'Colour: choose a colour of the list.',
    fr: 'Couleur : choisissez une couleur de la liste.',
  },
  COLOUR_TAKEN: {
    kind: 'conflict',
    field: 'name_en',
    en: 'Another colour already has this name.',
    fr: 'Une autre couleur porte déjà ce nom.',
  },
});
