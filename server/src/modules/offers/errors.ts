import { defineErrors } from '../../errors/define.js';

export const offerErrors = defineErrors({
  OFFER_NOT_FOUND: { kind: 'not_found', en: 'Offer not found.', fr: 'Offre introuvable.' },
  /** The throw names the item's field (`items.<n>.product_id`). */
  OFFER_UNKNOWN_PRODUCT: {
    kind: 'invalid',
    en: 'This product does not exist.',
    fr: 'Ce produit n’existe pas.',
  },
});
