import type { Language } from '@shop/contract';

/** "s" after a count that is more than one, French's plural ("1 rupture", "2 ruptures"). */
const frS = (n: number) => (n > 1 ? 's' : '');

/** What the back-order routes answer on success (refusals are in orders' errors.ts). */
export const backOrderMessages = {
  en: {
    allocated: (units: number, lines: number) =>
      `${units} filled from stock on ${lines} back-order${lines === 1 ? '' : 's'}; the customers are told by e-mail.`,
    cancelled: (units: number, credit: string | null) =>
      `${units} cancelled from the order` + (credit ? `; credit note ${credit} issued.` : '.'),
  },
  fr: {
    allocated: (units: number, lines: number) =>
      `${units} pris en stock pour ${lines} rupture${frS(lines)}; les clients en sont informés par courriel.`,
    cancelled: (units: number, credit: string | null) =>
      `${units} annulé${frS(units)} de la commande` + (credit ? `; note de crédit ${credit} émise.` : '.'),
  },
} satisfies Record<Language, unknown>;
