import type { Db } from '../../../db/connection.js';
import { keysetBatches } from '../batches.js';
import { label } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, type ExportRange } from './sheet.js';

/** Payments (and their reversals, negative) received in the range, by day, in keyset slices. */
function fetchPayments(db: Db, range: ExportRange) {
  return (after: { day: string; id: number } | null, limit: number) => {
    let query = db
      .selectFrom('payments')
      .innerJoin('customer_profiles as c', 'c.user_id', 'payments.customer_id')
      .select([
        'payments.id',
        'payments.received_on',
        'payments.customer_id',
        'c.business_name',
        'payments.amount_cents',
        'payments.method',
        'payments.channel',
        'payments.reference',
        'payments.reverses_payment_id',
        'payments.created_at',
      ])
      // From the last slice's day on (a bound SQLite uses to start its index scan there).
      .where('payments.received_on', '>=', after?.day ?? range.from)
      .where('payments.received_on', '<=', range.to);
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('payments.received_on', 'payments.id'), '>', eb.tuple(after.day, after.id)),
      );
    return query.orderBy('payments.received_on').orderBy('payments.id').limit(limit).execute();
  };
}
type PaymentRow = Awaited<ReturnType<ReturnType<typeof fetchPayments>>>[number];

const columns: Column<PaymentRow>[] = [
  { header: { en: 'Payment', fr: 'Paiement' }, type: 'id', width: 10, value: (r) => r.id },
  { header: { en: 'Received on', fr: 'Reçu le' }, type: 'date', value: (r) => r.received_on },
  { header: { en: 'Customer', fr: 'Client' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Customer ID', fr: 'No client' }, type: 'id', width: 10, value: (r) => r.customer_id },
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
  batches: (db, range) => keysetBatches(fetchPayments(db, range), (r) => ({ day: r.received_on, id: r.id })),
});
