import type { Language } from '@shop/contract';

export const inventoryMessages = {
  en: {
    recorded: 'Stock movement recorded.',
    received: 'Stock received.',
    notEnough: (name: string, left: number) => `Not enough ${name} in stock: ${left} left.`,
  },
  fr: {
    recorded: 'Mouvement de stock enregistré.',
    received: 'Stock reçu.',
    notEnough: (name: string, left: number) => `Stock insuffisant de ${name} : il en reste ${left}.`,
  },
} satisfies Record<Language, Record<string, unknown>>;
