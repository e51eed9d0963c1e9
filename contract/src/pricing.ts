import { DELIVERY_FEES_CENTS, type DeliveryZone } from './constants.js';

/**
 * Tax rates in units of 1/100,000 (5% = 5000, 9.975% = 9975): integers, so that tax arithmetic
 * never meets a binary fraction. The server reads them from configuration (PRODUCT.md, Money).
 */
export interface TaxRates {
  gst: number;
  qst: number;
}
export const DEFAULT_TAX_RATES: TaxRates = { gst: 5000, qst: 9975 };
const RATE_SCALE = 100_000;

/** amount × rate, rounded half-up (away from zero for a credit note's negative amounts). */
export function taxOf(amountCents: number, rate: number): number {
  const magnitude = Math.floor((Math.abs(amountCents) * rate + RATE_SCALE / 2) / RATE_SCALE);
  return amountCents < 0 ? -magnitude : magnitude;
}

export interface PricedLine {
  quantity: number;
  unit_price_cents: number;
}

export interface Totals {
  subtotal_cents: number;
  delivery_fee_cents: number;
  gst_cents: number;
  qst_cents: number;
  total_cents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.quantity * line.unit_price_cents;
}

/** The delivery fee of SPEC §9 by zone; pickup at the warehouse is free. */
export function deliveryFeeCents(method: 'pickup' | 'delivery', zone: DeliveryZone | null | undefined): number {
  return method === 'delivery' && zone ? DELIVERY_FEES_CENTS[zone] : 0;
}

/**
 * The one computation of an order's money (cart, order, invoice PDF, e-mail): GST and QST each
 * on the pre-tax amount (goods plus delivery fee), rounded half-up once per invoice.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  deliveryFee: number,
  rates: TaxRates = DEFAULT_TAX_RATES,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const taxable = subtotal + deliveryFee;
  const gst = taxOf(taxable, rates.gst);
  const qst = taxOf(taxable, rates.qst);
  return {
    subtotal_cents: subtotal,
    delivery_fee_cents: deliveryFee,
    gst_cents: gst,
    qst_cents: qst,
    total_cents: taxable + gst + qst,
  };
}
