import type { ACCOUNT_STATUSES } from './auth.js';
import type { LedgerReason, ProductCategory, ProductUnit } from './catalog.js';
import type { DeliveryZone, Language } from './constants.js';
import type { InvoiceType } from './customers.js';
import type { DeliveryMethod, ORDER_SOURCES, OrderStatus, OrderType } from './orders.js';
import type { PaymentChannel, PaymentMethod } from './payments.js';
import type { StatementEntryKind } from './statements.js';
import type { CreditHoldReason, PaymentStatus, PaymentTerms } from './receivables.js';
import type { LineReason } from './claims.js';
import type { ReceivableBucket, StockAgeBucket } from './dashboard.js';

/**
 * The words users read for the codes the database keeps, in English and French, once for the
 * web app, the e-mails, the PDFs and the Excel exports (ARCHITECTURE.md, Module boundaries).
 * Each list is typed by its codes, so a code or a language without its label fails typecheck.
 * Type imports only: the web app loads this module without zod.
 */
type Labels<Value extends string> = Record<Language, Record<Value, string>>;

/** The documents the shop prints or sends. */
export const DOCUMENT_KINDS = [
  'invoice',
  'credit_note',
  'order_form',
  'statement',
  'payments',
  'pick_list',
  'packing_slip',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const document: Labels<DocumentKind> = {
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    order_form: 'Order',
    statement: 'Statement of account',
    payments: 'Payments received',
    pick_list: 'Pick list',
    packing_slip: 'Packing slip',
  },
  fr: {
    invoice: 'Facture',
    credit_note: 'Note de crédit',
    order_form: 'Bon de commande',
    statement: 'État de compte',
    payments: 'Paiements reçus',
    pick_list: 'Liste de préparation',
    packing_slip: 'Bordereau d’expédition',
  },
};

/** The catalog's categories (the pick list groups by them). */
const category: Labels<ProductCategory> = {
  en: {
    roses: 'Roses',
    gerbera: 'Gerbera',
    chrysanthemums: 'Chrysanthemums',
    greens: 'Greens',
    fillers: 'Fillers',
    tropicals: 'Tropicals',
    'hard-goods': 'Hard goods',
  },
  fr: {
    roses: 'Roses',
    gerbera: 'Gerberas',
    chrysanthemums: 'Chrysanthèmes',
    greens: 'Feuillages',
    fillers: 'Fleurs de remplissage',
    tropicals: 'Fleurs tropicales',
    'hard-goods': 'Fournitures',
  },
};

const zone: Labels<DeliveryZone> = {
  en: {
    'ville-saint-laurent': 'Ville Saint-Laurent',
    'montreal-laval': 'Greater Montreal and Laval',
    'north-south-shore': 'North and South Shore',
  },
  fr: {
    'ville-saint-laurent': 'Ville Saint-Laurent',
    'montreal-laval': 'Grand Montréal et Laval',
    'north-south-shore': 'Rive-Nord et Rive-Sud',
  },
};

const deliveryMethod: Labels<DeliveryMethod> = {
  en: { pickup: 'Pickup at the warehouse', delivery: 'Delivery' },
  fr: { pickup: 'Cueillette à l’entrepôt', delivery: 'Livraison' },
};

const orderStatus: Labels<OrderStatus> = {
  en: { pending: 'Pending', confirmed: 'Confirmed', ready: 'Ready', delivered: 'Delivered', cancelled: 'Cancelled' },
  fr: { pending: 'En attente', confirmed: 'Confirmée', ready: 'Prête', delivered: 'Livrée', cancelled: 'Annulée' },
};

const orderType: Labels<OrderType> = {
  en: { order: 'Order', prebooking: 'Prebooking', refund: document.en.credit_note },
  fr: { order: 'Commande', prebooking: 'Précommande', refund: document.fr.credit_note },
};

const orderSource: Labels<(typeof ORDER_SOURCES)[number]> = {
  en: { web: 'Web', staff: 'Staff' },
  fr: { web: 'Web', staff: 'Personnel' },
};

const unit: Labels<ProductUnit> = {
  en: { stem: 'Stem', bunch: 'Bunch', box: 'Box' },
  fr: { stem: 'Tige', bunch: 'Botte', box: 'Boîte' },
};

/** A unit with its number of stems, inside a sentence: "bunch of 25". */
const unitSizes: Labels<ProductUnit> = {
  en: { stem: 'stem', bunch: 'bunch of {{count}}', box: 'box of {{count}}' },
  fr: { stem: 'tige', bunch: 'botte de {{count}}', box: 'boîte de {{count}}' },
};

/** Why a product's stock moved (the movement reasons staff choose, and those orders write). */
const stockReason: Labels<LedgerReason> = {
  en: {
    receipt: 'Receipt',
    adjustment: 'Adjustment',
    return: 'Return',
    loss: 'Loss',
    order: 'Order',
    'order-edit': 'Order change',
    cancellation: 'Cancellation',
  },
  fr: {
    receipt: 'Réception',
    adjustment: 'Ajustement',
    return: 'Retour',
    loss: 'Perte',
    order: 'Commande',
    'order-edit': 'Modification de commande',
    cancellation: 'Annulation',
  },
};

const paymentMethod: Labels<PaymentMethod> = {
  en: { visa: 'Visa', mastercard: 'Master Card', interac: 'Interac', cash: 'Cash', cheque: 'Cheque' },
  fr: { visa: 'Visa', mastercard: 'Master Card', interac: 'Interac', cash: 'Comptant', cheque: 'Chèque' },
};

/** Where a payment was taken. */
const paymentChannel: Labels<PaymentChannel> = {
  en: { counter: 'At the counter', driver: 'By a driver', office: 'At the office (phone, mail, transfer)' },
  fr: { counter: 'Au comptoir', driver: 'Par un livreur', office: 'Au bureau (téléphone, poste, virement)' },
};

/** The lines of a statement of account. */
const statementEntry: Labels<StatementEntryKind> = {
  en: {
    invoice: document.en.invoice,
    credit_note: document.en.credit_note,
    payment: 'Payment',
    payment_reversal: 'Payment reversal',
  },
  fr: {
    invoice: document.fr.invoice,
    credit_note: document.fr.credit_note,
    payment: 'Paiement',
    payment_reversal: 'Annulation de paiement',
  },
};

const invoiceType: Labels<InvoiceType> = {
  en: { per_order: 'Per order', monthly: 'Monthly statement' },
  fr: { per_order: 'Par commande', monthly: 'Relevé mensuel' },
};

/** A customer account's approval. */
const accountStatus: Labels<(typeof ACCOUNT_STATUSES)[number]> = {
  en: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  fr: { pending: 'En attente', approved: 'Approuvé', rejected: 'Refusé' },
};

const paymentStatus: Labels<PaymentStatus> = {
  en: { unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid' },
  fr: { unpaid: 'Impayée', partial: 'Payée en partie', paid: 'Payée' },
};

const paymentTerms: Labels<PaymentTerms> = {
  en: { due_on_receipt: 'Due on receipt', net_15: 'Net 15 days', net_30: 'Net 30 days' },
  fr: { due_on_receipt: 'Payable sur réception', net_15: 'Net 15 jours', net_30: 'Net 30 jours' },
};

const creditHold: Labels<CreditHoldReason> = {
  en: { over_limit: 'Over the credit limit', overdue: 'Invoice overdue too long' },
  fr: { over_limit: 'Limite de crédit dépassée', overdue: 'Facture en souffrance depuis trop longtemps' },
};

/** The reasons a customer gives on a claim's or a return's line. */
const claimReason: Labels<LineReason> = {
  en: {
    broken_stems: 'Broken stems',
    wilted: 'Wilted',
    wrong_product: 'Wrong product',
    missing: 'Missing',
    quality: 'Quality',
    other: 'Other',
    not_needed: 'Not needed',
    ordered_by_mistake: 'Ordered by mistake',
    damaged: 'Damaged',
  },
  fr: {
    broken_stems: 'Tiges cassées',
    wilted: 'Fanées',
    wrong_product: 'Mauvais produit',
    missing: 'Manquant',
    quality: 'Qualité',
    other: 'Autre',
    not_needed: 'Plus nécessaire',
    ordered_by_mistake: 'Commandé par erreur',
    damaged: 'Endommagé',
  },
};

/** Fresh stock by days since it arrived (the dashboard). */
const stockAge: Labels<StockAgeBucket> = {
  en: { d0_1: '0-1 day', d2_3: '2-3 days', d4_7: '4-7 days', over_7: 'Over 7 days', unknown: 'Arrival unknown' },
  fr: { d0_1: '0 à 1 jour', d2_3: '2 à 3 jours', d4_7: '4 à 7 jours', over_7: 'Plus de 7 jours', unknown: 'Arrivée inconnue' },
};

/** What is owed by days past due (the aging's columns). */
const receivableBucket: Labels<ReceivableBucket> = {
  en: { current: 'Current', d1_30: '1-30 days', d31_60: '31-60 days', d61_90: '61-90 days', over_90: 'Over 90 days' },
  fr: { current: 'Courant', d1_30: '1 à 30 jours', d31_60: '31 à 60 jours', d61_90: '61 à 90 jours', over_90: 'Plus de 90 jours' },
};

export const labels = {
  category,
  claimReason,
  stockAge,
  receivableBucket,
  paymentStatus,
  paymentTerms,
  creditHold,
  zone,
  deliveryMethod,
  orderStatus,
  orderType,
  orderSource,
  unit,
  unitSize: unitSizes,
  stockReason,
  paymentMethod,
  paymentChannel,
  document,
  statementEntry,
  invoiceType,
  accountStatus,
} as const;

export type LabelList = keyof typeof labels;
export type LabelValue<L extends LabelList> = keyof (typeof labels)[L]['en'] & string;

/** A code's label in the language: `label('orderStatus', 'pending', 'fr')` is "En attente". */
export function label<L extends LabelList>(list: L, value: LabelValue<L>, language: Language): string {
  return (labels[list][language] as Record<string, string>)[value]!;
}

/** For a code typed as any string (a database column): its label, or the code itself when it has none. */
export function labelOrCode(list: LabelList, value: string | null | undefined, language: Language): string {
  if (!value) return '';
  return (labels[list][language] as Record<string, string>)[value] ?? value;
}

/** Both readings, French first, for the bilingual documents: "Grand Montréal et Laval / Greater Montreal and Laval". */
export function bilingual(list: LabelList, value: string | null | undefined): string {
  const fr = labelOrCode(list, value, 'fr');
  const en = labelOrCode(list, value, 'en');
  return fr === en ? fr : `${fr} / ${en}`;
}

/** A unit with its stems inside a sentence: "bunch of 25", "tige". */
export function unitSize(value: string, stemsPerUnit: number, language: Language): string {
  return labelOrCode('unitSize', value, language).replace('{{count}}', String(stemsPerUnit));
}
