import type { PurchaseOrderStatus } from '../../db/schema.js';
import { defineErrors } from '../../errors/define.js';

type Action = 'edited' | 'sent' | 'confirmed' | 'shipped' | 'received' | 'closed' | 'cancelled';
interface StateParams {
  status: PurchaseOrderStatus;
  action: Action;
}
const ACTIONS_EN: Record<Action, string> = {
  edited: 'edited',
  sent: 'sent',
  confirmed: 'confirmed',
  shipped: 'marked shipped',
  received: 'received',
  closed: 'closed',
  cancelled: 'cancelled',
};
const ACTIONS_FR: Record<Action, string> = {
  edited: 'modifié',
  sent: 'envoyé',
  confirmed: 'confirmé',
  shipped: 'marqué expédié',
  received: 'reçu',
  closed: 'fermé',
  cancelled: 'annulé',
};
const STATUS_FR: Record<PurchaseOrderStatus, string> = {
  draft: 'en brouillon',
  sent: 'envoyé',
  confirmed: 'confirmé',
  shipped: 'expédié',
  received: 'reçu',
  closed: 'fermé',
  cancelled: 'annulé',
};

export const purchasingErrors = defineErrors({
  SUPPLIER_NOT_FOUND: { kind: 'not_found', en: 'Supplier not found.', fr: 'Fournisseur introuvable.' },
  SUPPLIER_PRODUCT_NOT_FOUND: {
    kind: 'not_found',
    en: 'This supplier does not sell the shop this product.',
    fr: 'Ce fournisseur ne vend pas ce produit à la boutique.',
  },
  SUPPLIER_INACTIVE: {
    kind: 'conflict',
    en: 'This supplier is inactive: make it active before ordering from it.',
    fr: 'Ce fournisseur est inactif : réactivez-le avant de lui commander.',
    error: 'SupplierInactive',
    field: 'supplier_id',
  },
  PURCHASE_PRODUCT_UNKNOWN: {
    kind: 'invalid',
    en: (p: { id: number }) => `Product ${p.id} does not exist.`,
    fr: (p: { id: number }) => `Le produit ${p.id} n’existe pas.`,
    field: 'product_id',
  },
  PURCHASE_PACK_UNKNOWN: {
    kind: 'invalid',
    en: (p: { id: number; product: number }) => `Pack ${p.id} is not one of product ${p.product}'s packs.`,
    fr: (p: { id: number; product: number }) => `Le format ${p.id} n’est pas un format du produit ${p.product}.`,
    field: 'pack_id',
  },
  PURCHASE_NOT_LINKED: {
    kind: 'invalid',
    en: (p: { product: number; supplier: number }) =>
      `Product ${p.product} is not linked to supplier ${p.supplier}: link it on the supplier's page first.`,
    fr: (p: { product: number; supplier: number }) =>
      `Le produit ${p.product} n’est pas lié au fournisseur ${p.supplier} : liez-le d’abord sur la fiche du fournisseur.`,
    field: 'lines',
  },
  PURCHASE_CURRENCY: {
    kind: 'invalid',
    en: (p: { currency: string }) => `This supplier is paid in ${p.currency}: its lines' costs are in ${p.currency}.`,
    fr: (p: { currency: string }) =>
      `Ce fournisseur est payé en ${p.currency} : les coûts de ses lignes sont en ${p.currency}.`,
    field: 'lines',
  },
  PURCHASE_ORDER_NOT_FOUND: { kind: 'not_found', en: 'Purchase order not found.', fr: 'Bon de commande introuvable.' },
  PURCHASE_ORDER_STATE: {
    kind: 'conflict',
    en: (p: StateParams) => `A purchase order that is ${p.status} cannot be ${ACTIONS_EN[p.action]}.`,
    fr: (p: StateParams) => `Un bon de commande ${STATUS_FR[p.status]} ne peut pas être ${ACTIONS_FR[p.action]}.`,
    error: 'PurchaseOrderState',
  },
  PURCHASE_ORDER_CHANGED: {
    kind: 'conflict',
    en: 'The purchase order changed while it was being sent: look it over and send it again.',
    fr: 'Le bon de commande a changé pendant son envoi : relisez-le et envoyez-le de nouveau.',
    error: 'PurchaseOrderChanged',
  },
  PURCHASE_LINE_UNKNOWN: {
    kind: 'invalid',
    en: (p: { id: number }) => `Line ${p.id} is not on this purchase order.`,
    fr: (p: { id: number }) => `La ligne ${p.id} n’est pas sur ce bon de commande.`,
    field: 'lines',
  },
  PURCHASE_CONFIRM_TOO_MANY: {
    kind: 'invalid',
    en: (p: { id: number; ordered: number }) =>
      `Line ${p.id}: the supplier cannot confirm more than the ${p.ordered} units ordered.`,
    fr: (p: { id: number; ordered: number }) =>
      `Ligne ${p.id} : le fournisseur ne peut pas confirmer plus que les ${p.ordered} unités commandées.`,
    field: 'lines',
  },
  PURCHASE_DAMAGED_TOO_MANY: {
    kind: 'invalid',
    en: 'Damaged units are counted among the units received: there cannot be more of them.',
    fr: 'Les unités abîmées sont comptées parmi les unités reçues : il ne peut pas y en avoir plus.',
    field: 'lines',
  },
  PURCHASE_RECEIVE_OVER: {
    kind: 'conflict',
    en: (p: { id: number; open: number }) =>
      `Line ${p.id}: ${p.open} units are still expected. Receiving more than was ordered needs a reason.`,
    fr: (p: { id: number; open: number }) =>
      `Ligne ${p.id} : ${p.open} unités sont encore attendues. Recevoir plus que commandé demande une raison.`,
    error: 'MoreThanOrdered',
    field: 'reason',
  },
  PURCHASE_CHARGE_NOT_FOUND: {
    kind: 'not_found',
    en: 'This charge is not on this purchase order.',
    fr: 'Ces frais ne sont pas sur ce bon de commande.',
  },
  PURCHASE_CHARGES_CANCELLED: {
    kind: 'conflict',
    en: 'A cancelled purchase order has no charges to spread.',
    fr: 'Un bon de commande annulé n’a pas de frais à répartir.',
    error: 'PurchaseOrderState',
  },
  PURCHASE_RATE_CAD: {
    kind: 'invalid',
    en: 'This order is in Canadian dollars: its exchange rate is 1.',
    fr: 'Ce bon de commande est en dollars canadiens : son taux de change est 1.',
    field: 'exchange_rate',
  },
});
