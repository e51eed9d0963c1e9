import { frenchOf } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

type Short = { name_en: string; name_fr: string; left: number };

export const inventoryErrors = defineErrors({
  /** A movement would take a product's stock below zero. */
  OUT_OF_STOCK: {
    kind: 'conflict',
    en: (p: Short) => `Not enough ${p.name_en} in stock: ${p.left} left.`,
    // "d’Anthurium", "de Rose": the "de" elided as French writes it.
    fr: (p: Short) =>
      `Stock insuffisant ${frenchOf(p.name_fr)}\u00a0: ${p.left > 0 ? `il en reste ${p.left}` : 'il n’en reste plus'}.`,
  },
});
