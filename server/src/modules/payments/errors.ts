import { defineErrors } from '../../errors/define.js';

export const paymentErrors = defineErrors({
  PAYMENT_NOT_FOUND: { kind: 'not_found', en: 'Payment not found.', fr: 'Paiement introuvable.' },
  PAYMENT_ALREADY_REVERSED: {
    kind: 'conflict',
    en: 'This payment is already reversed.',
    fr: 'Ce paiement est déjà annulé.',
  },
  PAYMENT_FUTURE_DATE: {
    kind: 'invalid',
    en: 'The payment date cannot be in the future.',
    fr: 'La date du paiement ne peut pas être dans le futur.',
    field: 'received_on',
  },
  PAYMENT_INVOICE_NOT_OPEN: {
    kind: 'invalid',
    en: 'This invoice is not an open invoice of the customer.',
    fr: 'Cette facture n’est pas une facture impayée du client.',
    field: 'order_ids',
  },
  ALLOCATION_OVER_PAYMENT: {
    kind: 'invalid',
    en: 'The allocations add up to more than the payment.',
    fr: 'Les imputations dépassent le montant du paiement.',
    field: 'allocations',
  },
  ALLOCATION_OVER_INVOICE: {
    kind: 'invalid',
    en: 'This is more than the invoice still owes.',
    fr: 'Ce montant dépasse le solde dû de la facture.',
    field: 'allocations',
  },
});
