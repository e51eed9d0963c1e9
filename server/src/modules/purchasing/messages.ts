import { frenchCopy } from '@shop/contract';

/** The purchasing routes' success messages. */
export const purchasingMessages = {
  en: {
    supplierCreated: 'Supplier added.',
    supplierSaved: 'Supplier saved.',
    linkSaved: 'Product linked to the supplier.',
    linkRemoved: 'Product unlinked from the supplier.',
  },
  fr: frenchCopy({
    supplierCreated: 'Fournisseur ajouté.',
    supplierSaved: 'Fournisseur enregistré.',
    linkSaved: 'Produit lié au fournisseur.',
    linkRemoved: 'Produit retiré du fournisseur.',
  }),
};
