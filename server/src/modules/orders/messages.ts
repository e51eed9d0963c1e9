import { labels, ORDER_STATUSES, type Language, type OrderStatus } from '@shop/contract';

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
    refundTooMany: (left: number) => `Only ${left} of this product can still be credited.`,
    prebookingMove: 'A prebooking becomes an order when its stock is taken, not by a status change.',
    invoicedDelete: 'An invoiced order cannot be deleted: cancel it instead.',
    refundNotInvoiced: 'Only an invoiced order can be refunded: cancel a pending order instead.',
    hasRefunds: 'This order has credit notes: cancel them first.',
    restockedRefund: 'This credit note put goods back in stock: cancel it and make a new one.',
    notInvoiced: 'This order has no invoice yet: confirm it first.',
    updated: 'Order updated.',
    notEditable: (status: OrderStatus) => `An order that is ${status} cannot be changed.`,
    fixedOnEdit: 'The customer and the type of an order cannot change: create a new order instead.',
    emailQueued: 'E-mail sent to the customer.',
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
    refundTooMany: (left: number) => `Seulement ${left} de ce produit peuvent encore être crédités.`,
    prebookingMove: 'Une précommande devient une commande quand son stock est pris, pas par un changement de statut.',
    invoicedDelete: 'Une commande facturée ne peut pas être supprimée : annulez-la plutôt.',
    refundNotInvoiced: 'Seule une commande facturée peut être remboursée : annulez plutôt une commande en attente.',
    hasRefunds: 'Cette commande a des notes de crédit : annulez-les d’abord.',
    restockedRefund: 'Cette note de crédit a remis des produits en stock : annulez-la et faites-en une nouvelle.',
    notInvoiced: 'Cette commande n’a pas encore de facture : confirmez-la d’abord.',
    updated: 'Commande modifiée.',
    notEditable: (status: OrderStatus) => `Une commande ${statusFr[status]} ne peut plus être modifiée.`,
    fixedOnEdit: 'Le client et le type d’une commande ne peuvent pas changer : créez plutôt une nouvelle commande.',
    emailQueued: 'Courriel envoyé au client.',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The contract's status names, in lower case inside a sentence. */
const statusFr = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, labels.orderStatus.fr[status].toLowerCase()]),
) as Record<OrderStatus, string>;
