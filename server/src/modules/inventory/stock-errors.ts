import { defineErrors } from '../../errors/define.js';

/** What a movement of stock may refuse (applyMovement), for every module that moves stock. */
export const stockErrors = defineErrors({
  OUT_OF_STOCK: {
    kind: 'conflict',
    en: (p: { name_en: string; name_fr: string; left: number }) => `Not enough ${p.name_en} in stock: ${p.left} left.`,
    fr: (p: { name_en: string; name_fr: string; left: number }) =>
      `Stock insuffisant de ${p.name_fr} : il en reste ${p.left}.`,
  },
  STOCK_PRODUCT_NOT_FOUND: { kind: 'not_found', en: 'Product not found.', fr: 'Produit introuvable.' },
});
