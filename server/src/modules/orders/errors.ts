import {
  validationMessages,
  writtenDate,
  type CreditHoldReason,
  type MoneyLimitBreach,
  type OrderStatus,
} from '@shop/contract';
import { defineErrors } from '../../errors/define.js';
import { statusFr } from './messages.js';

type Names = { name_en: string; name_fr: string };

/** What the order services refuse (SPEC §8's words); the field at fault is given by the throw where it varies. */
export const orderErrors = defineErrors({
  CREDIT_HOLD: {
    kind: 'conflict',
    error: 'credit_hold',
    field: 'credit_override_reason',
    en: (p: { reason: CreditHoldReason }) =>
      p.reason === 'over_limit'
        ? 'This order takes the customer past their credit limit: give a reason to go ahead.'
        : 'This customer has an invoice overdue too long: give a reason to go ahead.',
    fr: (p: { reason: CreditHoldReason }) =>
      p.reason === 'over_limit'
        ? 'Cette commande dépasse la limite de crédit du client : indiquez une raison pour continuer.'
        : 'Ce client a une facture en souffrance depuis trop longtemps : indiquez une raison pour continuer.',
  },
  ORDER_NOT_FOUND: { kind: 'not_found', en: 'Order not found.', fr: 'Commande introuvable.' },
  /** A line or the order past the contract's money limits (limits.ts); the throw names the field. */
  ORDER_MONEY_LIMIT: {
    kind: 'invalid',
    en: (p: Pick<MoneyLimitBreach, 'message'>) => validationMessages.en[p.message],
    fr: (p: Pick<MoneyLimitBreach, 'message'>) => validationMessages.fr[p.message],
  },
  ORDER_ILLEGAL_MOVE: {
    kind: 'conflict',
    en: (p: { from: OrderStatus; to: OrderStatus }) => `An order that is ${p.from} cannot become ${p.to}.`,
    fr: (p: { from: OrderStatus; to: OrderStatus }) =>
      `Une commande ${statusFr[p.from]} ne peut pas devenir ${statusFr[p.to]}.`,
  },
  PRODUCT_UNAVAILABLE: {
    kind: 'conflict',
    en: (p: Names) => `${p.name_en} is no longer available.`,
    fr: (p: Names) => `${p.name_fr} n’est plus offert.`,
  },
  ORDER_PRODUCT_NOT_FOUND: {
    kind: 'invalid',
    en: 'A product of this order does not exist.',
    fr: 'Un produit de cette commande n’existe pas.',
  },
  /** A line's pack_id that is not one of its product's packs, or one no longer sold (decision 052). */
  ORDER_PACK_UNKNOWN: {
    kind: 'invalid',
    en: 'Pack: choose one of the product’s packs.',
    fr: 'Conditionnement : choisissez l’un des conditionnements du produit.',
  },
  ORDER_CUSTOMER_NOT_FOUND: {
    kind: 'invalid',
    en: 'Customer not found.',
    fr: 'Client introuvable.',
    field: 'customer_id',
  },
  DELIVERY_DATE_TOO_EARLY: {
    kind: 'invalid',
    en: (p: { earliest: string }) =>
      `The earliest delivery date is ${writtenDate(p.earliest, 'en')} (no delivery on Sundays).`,
    fr: (p: { earliest: string }) =>
      `La première date de livraison possible est le ${writtenDate(p.earliest, 'fr')} (aucune livraison le dimanche).`,
    field: 'delivery_date',
  },
  DELIVERY_DATE_TOO_LATE: {
    kind: 'invalid',
    en: (p: { latest: string; days: number }) =>
      `Web orders are for the next ${p.days} days: choose a date up to ${writtenDate(p.latest, 'en')}. For a later date, ask us for a prebooking.`,
    fr: (p: { latest: string; days: number }) =>
      `Les commandes en ligne sont pour les ${p.days} prochains jours : choisissez une date jusqu’au ${writtenDate(p.latest, 'fr')}. Pour une date plus lointaine, demandez-nous une précommande.`,
    field: 'delivery_date',
  },
  REFUND_PARENT: {
    kind: 'invalid',
    en: 'A refund must name an order of the same customer.',
    fr: 'Un remboursement doit viser une commande du même client.',
    field: 'parent_order_id',
  },
  REFUND_LINE: {
    kind: 'invalid',
    en: 'A refund can only credit products of the original order.',
    fr: 'Un remboursement ne peut créditer que des produits de la commande d’origine.',
  },
  REFUND_TOO_MANY: {
    kind: 'invalid',
    en: (p: { left: number }) => `Only ${p.left} of this product can still be credited.`,
    fr: (p: { left: number }) => `Seulement ${p.left} de ce produit peuvent encore être crédités.`,
  },
  PREBOOKING_MOVE: {
    kind: 'conflict',
    en: 'A prebooking becomes an order when its stock is taken, not by a status change.',
    fr: 'Une précommande devient une commande quand son stock est pris, pas par un changement de statut.',
  },
  INVOICED_DELETE: {
    kind: 'conflict',
    en: 'An invoiced order cannot be deleted: cancel it instead.',
    fr: 'Une commande facturée ne peut pas être supprimée : annulez-la plutôt.',
  },
  REFUND_NOT_INVOICED: {
    kind: 'conflict',
    en: 'Only an invoiced order can be refunded: cancel a pending order instead.',
    fr: 'Seule une commande facturée peut être remboursée : annulez plutôt une commande en attente.',
  },
  ORDER_HAS_REFUNDS: {
    kind: 'conflict',
    en: 'This order has credit notes: cancel them first.',
    fr: 'Cette commande a des notes de crédit : annulez-les d’abord.',
  },
  RESTOCKED_REFUND: {
    kind: 'conflict',
    en: 'This credit note put goods back in stock: cancel it and make a new one.',
    fr: 'Cette note de crédit a remis des produits en stock : annulez-la et faites-en une nouvelle.',
  },
  ORDER_NOT_INVOICED: {
    kind: 'conflict',
    en: 'This order has no invoice yet: confirm it first.',
    fr: 'Cette commande n’a pas encore de facture : confirmez-la d’abord.',
  },
  /** A florist may cancel only their own pending web order (issue 34, item 3). */
  ORDER_NOT_CANCELLABLE_ONLINE: {
    kind: 'conflict',
    en: 'Only a web order still waiting for confirmation can be cancelled here: call us for this one.',
    fr: 'Seule une commande web en attente de confirmation peut être annulée ici : appelez-nous pour celle-ci.',
  },
  /** Nor change it (issue 34, item 3). */
  ORDER_NOT_CHANGEABLE_ONLINE: {
    kind: 'conflict',
    en: 'Only a web order still waiting for confirmation can be changed here: call us for this one.',
    fr: 'Seule une commande web en attente de confirmation peut être modifiée ici : appelez-nous pour celle-ci.',
  },
  ORDER_CHANGE_NEW_PRODUCT: {
    kind: 'invalid',
    en: 'This product is not on the order: add it with a new order.',
    fr: 'Ce produit n’est pas dans la commande : ajoutez-le avec une nouvelle commande.',
  },
  ORDER_PAST_CUTOFF: {
    kind: 'conflict',
    en: 'The cutoff of this order’s delivery day has passed: call us to change it.',
    fr: 'L’heure limite du jour de livraison de cette commande est passée : appelez-nous pour la modifier.',
  },
  ORDER_NOT_EDITABLE: {
    kind: 'conflict',
    en: (p: { status: OrderStatus }) => `An order that is ${p.status} cannot be changed.`,
    fr: (p: { status: OrderStatus }) => `Une commande ${statusFr[p.status]} ne peut plus être modifiée.`,
  },
  ORDER_FIXED_ON_EDIT: {
    kind: 'invalid',
    en: 'The customer and the type of an order cannot change: create a new order instead.',
    fr: 'Le client et le type d’une commande ne peuvent pas changer : créez plutôt une nouvelle commande.',
  },
  BACK_ORDER_NOT_FOUND: {
    kind: 'not_found',
    en: 'This back-order is no longer open.',
    fr: 'Cette rupture n’est plus ouverte.',
  },
  BACK_ORDER_TOO_MANY: {
    kind: 'conflict',
    en: (p: { open: number }) =>
      `Only ${p.open} still wait on this line: it may have been filled meanwhile. Reload and try again.`,
    fr: (p: { open: number }) =>
      `Il n’en reste que ${p.open} en attente sur cette ligne : elle a peut-être été remplie entre-temps. Rechargez et réessayez.`,
  },
  BACK_ORDER_ONLY_LINE: {
    kind: 'conflict',
    en: 'Nothing of this order would be left: cancel the order instead.',
    fr: 'Il ne resterait rien de cette commande : annulez plutôt la commande.',
  },
  BACK_ORDER_REFUNDED: {
    kind: 'conflict',
    en: 'A credit note already credits more of this product than would be left on the order.',
    fr: 'Une note de crédit crédite déjà plus de ce produit qu’il n’en resterait sur la commande.',
  },
});
