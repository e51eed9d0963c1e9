import type { Language } from '@shop/contract';

/** What the design-center routes answer on success (refusals are in errors.ts). */
export const designCenterMessages = {
  en: {
    complete: 'Line complete.',
    notComplete: 'Line no longer complete.',
    backOrdered: 'Line on back-order.',
    notBackOrdered: 'Line no longer on back-order.',
    designed: 'Every line is complete: the order is designed.',
    designerAssigned: (name: string) => `${name} assigned to the line.`,
    designerAssignedAll: (name: string) => `${name} assigned to the whole order.`,
    designerCleared: 'Designer removed.',
  },
  fr: {
    complete: 'Ligne terminée.',
    notComplete: 'Ligne de nouveau à faire.',
    backOrdered: 'Ligne en rupture de stock.',
    notBackOrdered: 'Ligne retirée des ruptures de stock.',
    designed: 'Toutes les lignes sont terminées : la commande est confectionnée.',
    designerAssigned: (name: string) => `Ligne confiée à ${name}.`,
    designerAssignedAll: (name: string) => `Toute la commande est confiée à ${name}.`,
    designerCleared: 'Designer retiré.',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The pick list's PDF, in the staff member's language. */
export const pickListMessages = {
  en: {
    file: 'pick-list',
    date: 'Delivery date',
    scope: 'Orders',
    allOrders: 'All orders',
    orders: 'Number of orders',
    empty: 'Nothing to pick for this date.',
    sku: 'Code',
    product: 'Product',
    unit: 'Unit',
    quantity: 'To pick',
    onHand: 'On hand',
    short: 'Short',
    inAll: 'In all (stock unit)',
  },
  fr: {
    file: 'liste-preparation',
    date: 'Date de livraison',
    scope: 'Commandes',
    allOrders: 'Toutes les commandes',
    orders: 'Nombre de commandes',
    empty: 'Rien à cueillir pour cette date.',
    sku: 'Code',
    product: 'Produit',
    unit: 'Unité',
    quantity: 'À cueillir',
    onHand: 'En stock',
    short: 'Manque',
    inAll: 'En tout (unité de stock)',
  },
} satisfies Record<Language, Record<string, string>>;
