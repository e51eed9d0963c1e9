import type { Language } from '@shop/contract';

export const prebookingMessages = {
  en: {
    notFound: 'Prebooking not found.',
    alreadyConverted: (number: string) => `Prebooking ${number} is already converted into an order.`,
    cancelled: 'A cancelled prebooking cannot be converted.',
    converted: (number: string, invoice: string, backOrdered: number) =>
      `Prebooking ${number} is now a confirmed order (invoice ${invoice}).` +
      (backOrdered > 0 ? ` ${backOrdered} line(s) on back-order.` : ' Everything was taken from stock.'),
  },
  fr: {
    notFound: 'Précommande introuvable.',
    alreadyConverted: (number: string) => `La précommande ${number} est déjà convertie en commande.`,
    cancelled: 'Une précommande annulée ne peut pas être convertie.',
    converted: (number: string, invoice: string, backOrdered: number) =>
      `La précommande ${number} est maintenant une commande confirmée (facture ${invoice}).` +
      (backOrdered > 0 ? ` ${backOrdered} ligne(s) en rupture (à venir).` : ' Tout a été pris en stock.'),
  },
} satisfies Record<Language, Record<string, unknown>>;
