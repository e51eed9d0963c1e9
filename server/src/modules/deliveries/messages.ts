import type { Language } from '@shop/contract';

/** What the delivery routes answer on success (refusals are in errors.ts), and the run sheet's words. */
export const deliveryMessages = {
  en: {
    runsCreated: (n: number) =>
      n === 0 ? 'Every order is already in a run.' : `${n} run${n === 1 ? '' : 's'} created.`,
    runUpdated: 'Run saved.',
    stopMoved: (position: number, run: string) => `Stop moved to position ${position} of ${run}.`,
    departed: 'On the road: the customers are told their order is on its way.',
    delivered: 'Delivered: the customer is told by e-mail.',
    failed: 'Not delivered: the reason is kept on the stop.',
    pickedUp: 'Picked up: the order is delivered.',
    paymentTaken: 'Payment recorded on the order’s invoice.',
    sheet: {
      title: 'Run sheet',
      file: 'run-sheet',
      date: 'Date',
      driver: 'Driver',
      stops: 'Stops',
      stop: '#',
      order: 'Order',
      customer: 'Customer',
      address: 'Address',
      phone: 'Phone',
      lines: 'Lines',
      notes: 'Notes',
      empty: 'No stop in this run.',
    },
  },
  fr: {
    runsCreated: (n: number) =>
      n === 0
        ? 'Toutes les commandes sont déjà dans une tournée.'
        : `${n} tournée${n > 1 ? 's' : ''} créée${n > 1 ? 's' : ''}.`,
    runUpdated: 'Tournée enregistrée.',
    stopMoved: (position: number, run: string) => `Arrêt déplacé en position ${position} de ${run}.`,
    departed: 'En route : les clients sont avisés que leur commande est en chemin.',
    delivered: 'Livrée : le client en est informé par courriel.',
    failed: 'Non livrée : le motif est conservé sur l’arrêt.',
    pickedUp: 'Ramassée : la commande est livrée.',
    paymentTaken: 'Paiement enregistré sur la facture de la commande.',
    sheet: {
      title: 'Feuille de route',
      file: 'feuille-de-route',
      date: 'Date',
      driver: 'Chauffeur',
      stops: 'Arrêts',
      stop: 'Nᵒ',
      order: 'Commande',
      customer: 'Client',
      address: 'Adresse',
      phone: 'Téléphone',
      lines: 'Lignes',
      notes: 'Notes',
      empty: 'Aucun arrêt dans cette tournée.',
    },
  },
} satisfies Record<Language, unknown>;
