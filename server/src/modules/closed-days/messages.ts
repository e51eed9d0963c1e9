import type { Language } from '@shop/contract';

/** What the closed days' endpoints answer on success, in the caller's language. */
export const closedDayMessages = {
  en: {
    created: 'The closed day is added.',
    createdWithOrders: (n: number) =>
      `The closed day is added. ${n === 1 ? '1 order is' : `${n} orders are`} still for delivery that day: move or cancel ${n === 1 ? 'it' : 'them'}.`,
    updated: 'The closed day is saved.',
    deleted: 'The closed day is removed.',
  },
  fr: {
    created: 'Le jour de fermeture est ajouté.',
    createdWithOrders: (n: number) =>
      `Le jour de fermeture est ajouté. ${n === 1 ? '1 commande est' : `${n} commandes sont`} encore à livrer ce jour-là\u00a0: ${n === 1 ? 'déplacez-la ou annulez-la' : 'déplacez-les ou annulez-les'}.`,
    updated: 'Le jour de fermeture est enregistré.',
    deleted: 'Le jour de fermeture est retiré.',
  },
} satisfies Record<Language, Record<string, string | ((n: number) => string)>>;
