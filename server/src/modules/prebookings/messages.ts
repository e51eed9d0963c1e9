import type { Language } from '@shop/contract';

/** What the prebooking routes answer on success (refusals are in errors.ts). */
export const prebookingMessages = {
  en: {
    converted: (number: string, invoice: string, backOrdered: number) =>
      `Prebooking ${number} is now a confirmed order (invoice ${invoice}).` +
      (backOrdered > 0
        ? ` ${backOrdered} line${backOrdered === 1 ? '' : 's'} on back-order.`
        : ' Everything was taken from stock.'),
  },
  fr: {
    converted: (number: string, invoice: string, backOrdered: number) =>
      `La précommande ${number} est maintenant une commande confirmée (facture ${invoice}).` +
      (backOrdered > 0
        ? ` ${backOrdered} ligne${backOrdered > 1 ? 's' : ''} en rupture (à venir).`
        : ' Tout a été pris en stock.'),
  },
} satisfies Record<Language, Record<string, unknown>>;
