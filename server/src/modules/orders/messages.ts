import { labels, ORDER_STATUSES, type Language, type OrderStatus } from '@shop/contract';

/** What the order routes answer on success (refusals are in errors.ts). */
export const orderMessages = {
  en: {
    placed: 'Your order is received. We confirm it as soon as we have checked it.',
    created: 'Order created.',
    moved: (status: OrderStatus) => `Order ${status}.`,
    deleted: 'Order deleted.',
    updated: 'Order updated.',
    emailQueued: 'E-mail sent to the customer.',
    cancelledByCustomer: 'Your order is cancelled.',
    changedByCustomer: 'Your order is changed.',
  },
  fr: {
    placed: 'Votre commande est reçue. Nous la confirmons dès que nous l’avons vérifiée.',
    created: 'Commande créée.',
    moved: (status: OrderStatus) => `Commande : ${statusFr[status]}.`,
    deleted: 'Commande supprimée.',
    updated: 'Commande modifiée.',
    emailQueued: 'Courriel envoyé au client.',
    cancelledByCustomer: 'Votre commande est annulée.',
    changedByCustomer: 'Votre commande est modifiée.',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The contract's status names, in lower case inside a sentence. */
export const statusFr = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, labels.orderStatus.fr[status].toLowerCase()]),
) as Record<OrderStatus, string>;
