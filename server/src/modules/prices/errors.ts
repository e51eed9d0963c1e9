import { defineErrors } from '../../errors/define.js';

export const priceErrors = defineErrors({
  PRICE_LEVEL_NOT_FOUND: {
    kind: 'not_found',
    en: 'This price level does not exist.',
    fr: 'Ce niveau de prix n’existe pas.',
  },
  PRICE_LEVEL_UNKNOWN: {
    kind: 'invalid',
    en: 'Price level: choose one of the price levels.',
    fr: 'Niveau de prix : choisissez l’un des niveaux de prix.',
    field: 'price_level_id',
  },
  PRICE_PACK_UNKNOWN: {
    kind: 'invalid',
    en: 'Contract price: this pack does not exist.',
    fr: 'Prix contractuel : ce conditionnement n’existe pas.',
  },
  PRICE_PACK_OTHER_PRODUCT: {
    kind: 'invalid',
    en: 'Contract price: this pack is another product’s.',
    fr: 'Prix contractuel : ce conditionnement est celui d’un autre produit.',
  },
});
