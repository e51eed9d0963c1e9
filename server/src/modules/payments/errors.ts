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
});
