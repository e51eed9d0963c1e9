import type { Language } from '@shop/contract';

/** The words of the export's memos, in the language the export is asked in. */
export const bookWords = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    order: 'order',
    payment: 'Payment',
    reversalOf: 'Reversal of',
    reference: 'ref.',
    received: 'received',
    adjustment: 'Adjustment',
    allocated: 'Allocated',
    released: 'Released',
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    order: 'commande',
    payment: 'Paiement',
    reversalOf: 'Annulation de',
    reference: 'réf.',
    received: 'reçu le',
    adjustment: 'Ajustement',
    allocated: 'Imputé',
    released: 'Libéré',
  },
} satisfies Record<Language, Record<string, string>>;
export type BookWords = (typeof bookWords)['en'];
