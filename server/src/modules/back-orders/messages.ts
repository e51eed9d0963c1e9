import type { Language } from '@shop/contract';

/** What the back-order routes answer on success (refusals are in orders' errors.ts). */
export const backOrderMessages = {
  en: {
    allocated: (units: number, lines: number) =>
      `${units} filled from stock on ${lines} back-order(s); the customers are told by e-mail.`,
    cancelled: (units: number, credit: string | null) =>
      `${units} cancelled from the order` + (credit ? `; credit note ${credit} issued.` : '.'),
  },
  fr: {
    allocated: (units: number, lines: number) =>
      `${units} pris en stock pour ${lines} rupture(s); les clients en sont informés par courriel.`,
    cancelled: (units: number, credit: string | null) =>
      `${units} annulé(s) de la commande` + (credit ? `; note de crédit ${credit} émise.` : '.'),
  },
} satisfies Record<Language, unknown>;
