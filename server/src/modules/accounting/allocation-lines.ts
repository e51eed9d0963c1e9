import { label, type Language } from '@shop/contract';
import type { AllocationForBooks } from '../payments/index.js';
import { bookWords } from './words.js';

/** One allocation of the period as the export writes it: made (positive) or released (negative). */
export interface AllocationLine {
  day: string;
  payment_id: number;
  customer: string;
  method: string;
  reference: string;
  invoice: string;
  order: string;
  amount_cents: number;
  memo: string;
}

export function allocationLine(a: AllocationForBooks, language: Language): AllocationLine {
  const words = bookWords[language];
  return {
    day: a.day,
    payment_id: a.payment_id,
    customer: a.business_name ?? '',
    method: label('paymentMethod', a.method, language),
    reference: a.reference ?? '',
    invoice: a.invoice_number ?? '',
    order: a.order_number,
    amount_cents: a.amount_cents,
    memo: a.amount_cents < 0 ? words.released : words.allocated,
  };
}
