import { defineErrors } from '../../errors/define.js';

type Short = { name_en: string; name_fr: string; left: number };

export const inventoryErrors = defineErrors({
  /** A movement would take a product's stock below zero. */
  NOT_ENOUGH_STOCK: {
    kind: 'conflict',
    en: (p: Short) => `Not enough ${p.name_en} in stock: ${p.left} left.`,
    fr: (p: Short) => `Stock insuffisant de ${p.name_fr} : il en reste ${p.left}.`,
  },
});
