/** The import's own refusals of a row, in the staff member's language (the schema's come from the contract). */
export const transferMessages = {
  en: {
    missingColumn: 'This column is missing from the header row (export the catalogue to get every column).',
    notReadable: 'This value cannot be read in this column.',
    categoryUnknown: 'No category has this code.',
    categoryArchived: 'This category is archived.',
    colourUnknown: 'No colour of the list has this name.',
    packUnknown: 'This pack is not one of this product’s.',
    packTwice: 'This pack is on another row too.',
    skuApart: 'This code was used by rows above that are not next to this one: a product’s rows go together.',
    sheet: 'Catalogue',
    file: 'catalogue',
  },
  fr: {
    missingColumn: 'Cette colonne manque à la ligne d’en-tête (exportez le catalogue pour avoir toutes les colonnes).',
    notReadable: 'Cette valeur ne peut pas être lue dans cette colonne.',
    categoryUnknown: 'Aucune catégorie ne porte ce code.',
    categoryArchived: 'Cette catégorie est archivée.',
    colourUnknown: 'Aucune couleur de la liste ne porte ce nom.',
    packUnknown: 'Ce conditionnement n’est pas un de ceux de ce produit.',
    packTwice: 'Ce conditionnement figure aussi sur une autre ligne.',
    skuApart:
      'Ce code est celui de lignes plus haut qui ne sont pas à côté de celle-ci\u00a0: les lignes d’un produit se suivent.',
    sheet: 'Catalogue',
    file: 'catalogue',
  },
} as const;
