import { defineErrors } from '../../errors/define.js';

export const catalogErrors = defineErrors({
  PRODUCT_NOT_FOUND: { kind: 'not_found', en: 'Product not found.', fr: 'Produit introuvable.' },
  SKU_TAKEN: {
    kind: 'conflict',
    en: 'Another product already has this code.',
    fr: 'Un autre produit porte déjà ce code.',
  },
});
