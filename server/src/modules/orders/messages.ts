import type { Language, OrderStatus } from '@shop/contract';

export const orderMessages = {
  en: {
    placed: 'Your order is received. We confirm it as soon as we have checked it.',
    created: 'Order created.',
    moved: (status: OrderStatus) => `Order ${status}.`,
    deleted: 'Order deleted.',
    notFound: 'Order not found.',
    illegalMove: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}.`,
    productUnavailable: (name: string) => `${name} is no longer available.`,
    productNotFound: 'A product of this order does not exist.',
    customerNotFound: 'Customer not found.',
    dateTooEarly: (earliest: string) => `The earliest delivery date is ${earliest} (no delivery on Sundays).`,
    refundParent: 'A refund must name an order of the same customer.',
    refundLine: 'A refund can only credit products of the original order.',
  },
  fr: {
    placed: 'Votre commande est reçue. Nous la confirmons dès que nous l’avons vérifiée.',
    created: 'Commande créée.',
    moved: (status: OrderStatus) => `Commande : ${statusFr[status]}.`,
    deleted: 'Commande supprimée.',
    notFound: 'Commande introuvable.',
    illegalMove: (from: OrderStatus, to: OrderStatus) =>
      `Une commande ${statusFr[from]} ne peut pas devenir ${statusFr[to]}.`,
    productUnavailable: (name: string) => `${name} n’est plus offert.`,
    productNotFound: 'Un produit de cette commande n’existe pas.',
    customerNotFound: 'Client introuvable.',
    dateTooEarly: (earliest: string) =>
      `La première date de livraison possible est le ${earliest} (aucune livraison le dimanche).`,
    refundParent: 'Un remboursement doit viser une commande du même client.',
    refundLine: 'Un remboursement ne peut créditer que des produits de la commande d’origine.',
  },
} satisfies Record<Language, Record<string, unknown>>;

const statusFr: Record<OrderStatus, string> = {
  pending: 'en attente',
  confirmed: 'confirmée',
  ready: 'prête',
  delivered: 'livrée',
  cancelled: 'annulée',
};
