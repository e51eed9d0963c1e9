import type { Payment } from '@shop/contract';
import type { listPayments } from './repository.js';

type PaymentRow = Awaited<ReturnType<typeof listPayments>>['rows'][number];

/** A payment as the API shows it: whether a reversal corrects it, not the reversal's id. */
export function presentPayment({ reversal_id: reversalId, ...payment }: PaymentRow): Payment {
  return { ...payment, reversed: reversalId !== null };
}
