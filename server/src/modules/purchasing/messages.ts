import { frenchCopy } from '@shop/contract';

/** The purchasing routes' success messages. */
export const purchasingMessages = {
  en: {
    supplierCreated: 'Supplier added.',
    supplierSaved: 'Supplier saved.',
    linkSaved: 'Product linked to the supplier.',
    linkRemoved: 'Product unlinked from the supplier.',
    orderCreated: 'Purchase order drafted.',
    orderSaved: 'Purchase order saved.',
    orderSent: 'Purchase order sent to the supplier.',
    orderConfirmed: 'Confirmation recorded.',
    orderShipped: 'Shipment recorded.',
    orderReceived: 'Received: the stock is updated.',
    orderClosed: 'Purchase order closed.',
    orderCancelled: 'Purchase order cancelled.',
    draftsCreated: 'Purchase orders drafted, one per supplier.',
    minimumSaved: 'Minimum stock saved.',
  },
  fr: frenchCopy({
    supplierCreated: 'Fournisseur ajouté.',
    supplierSaved: 'Fournisseur enregistré.',
    linkSaved: 'Produit lié au fournisseur.',
    linkRemoved: 'Produit retiré du fournisseur.',
    orderCreated: 'Bon de commande créé en brouillon.',
    orderSaved: 'Bon de commande enregistré.',
    orderSent: 'Bon de commande envoyé au fournisseur.',
    orderConfirmed: 'Confirmation enregistrée.',
    orderShipped: 'Expédition enregistrée.',
    orderReceived: 'Réception enregistrée : le stock est à jour.',
    orderClosed: 'Bon de commande fermé.',
    orderCancelled: 'Bon de commande annulé.',
    draftsCreated: 'Bons de commande créés en brouillon, un par fournisseur.',
    minimumSaved: 'Stock minimum enregistré.',
  }),
};
