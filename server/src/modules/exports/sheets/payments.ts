import { paymentsForExport, type PaymentExportRow as PaymentRow } from '../../payments/index.js';
import { keysetBatches } from '../batches.js';
import { label } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet } from './sheet.js';

const columns: Column<PaymentRow>[] = [
  { header: { en: 'Payment', fr: 'Paiement' }, type: 'id', width: 10, value: (r) => r.id },
  { header: { en: 'Received on', fr: 'Reçu le' }, type: 'date', value: (r) => r.received_on },
  { header: { en: 'Customer', fr: 'Client' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Customer ID', fr: 'Nᵒ client' }, type: 'id', width: 10, value: (r) => r.customer_id },
  { header: { en: 'Amount', fr: 'Montant' }, type: 'money', value: (r) => r.amount_cents },
  {
    header: { en: 'Method', fr: 'Mode' },
    type: 'text',
    width: 12,
    value: (r, l) => label('paymentMethod', r.method, l),
  },
  {
    header: { en: 'Taken', fr: 'Reçu' },
    type: 'text',
    width: 22,
    value: (r, l) => label('paymentChannel', r.channel, l),
  },
  { header: { en: 'Reference', fr: 'Référence' }, type: 'text', width: 18, value: (r) => r.reference },
  {
    header: { en: 'Reversal of', fr: 'Annule le paiement' },
    type: 'id',
    width: 12,
    value: (r) => r.reverses_payment_id,
  },
  { header: { en: 'Recorded at', fr: 'Saisi le' }, type: 'datetime', width: 17, value: (r) => r.created_at },
];

export const paymentsSheet = defineSheet<PaymentRow>({
  file: { en: 'payments', fr: 'paiements' },
  name: { en: 'Payments', fr: 'Paiements' },
  columns,
  batches: (db, range) => keysetBatches(paymentsForExport(db, range), (r) => ({ day: r.received_on, id: r.id })),
});
