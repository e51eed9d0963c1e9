import { describe, expect, it } from 'vitest';
import { computeTotals, deliveryFeeCents, taxOf } from './pricing.js';

describe('taxes (PRODUCT.md, Money)', () => {
  it('computes GST 5% and QST 9.975% on goods plus fee, by hand-checked cases', () => {
    // 4 bunches at $24.50 = $98.00, delivered to Laval ($22): taxable $120.00.
    // GST 120.00 × 5% = 6.00; QST 120.00 × 9.975% = 11.97; total 137.97.
    expect(
      computeTotals([{ quantity: 4, unit_price_cents: 2450 }], deliveryFeeCents('delivery', 'montreal-laval')),
    ).toEqual({
      subtotal_cents: 9800,
      delivery_fee_cents: 2200,
      gst_cents: 600,
      qst_cents: 1197,
      total_cents: 13797,
    });
  });

  it('rounds half-up once per invoice, not per line', () => {
    // $0.10 × 5% = 0.5 cent → 1 cent (half-up, not banker's 0).
    expect(taxOf(10, 5000)).toBe(1);
    // $0.30 × 9.975% = 2.9925 cents → 3; $0.20 × 9.975% = 1.995 → 2 (1.995 rounds up).
    expect(taxOf(30, 9975)).toBe(3);
    expect(taxOf(20, 9975)).toBe(2);
    // $1.00 × 9.975% = 9.975 cents → 10.
    expect(taxOf(100, 9975)).toBe(10);
    // Three lines of $0.10: per line QST would be 1+1+1 = 3 cents; on the invoice 30 × 9.975% = 2.99 → 3,
    // and GST 30 × 5% = 1.5 → 2 (per line: 0.5 → 1 each, 3 cents).
    const totals = computeTotals(
      [
        { quantity: 1, unit_price_cents: 10 },
        { quantity: 1, unit_price_cents: 10 },
        { quantity: 1, unit_price_cents: 10 },
      ],
      0,
    );
    expect([totals.gst_cents, totals.qst_cents, totals.total_cents]).toEqual([2, 3, 35]);
  });

  it('gives a credit note the mirror image of an invoice', () => {
    expect(taxOf(-20, 9975)).toBe(-2);
    const credit = computeTotals([{ quantity: -4, unit_price_cents: 2450 }], 0);
    expect(credit).toEqual({
      subtotal_cents: -9800,
      delivery_fee_cents: 0,
      gst_cents: -490,
      qst_cents: -978,
      total_cents: -11268,
    });
  });

  it('charges the SPEC §9 fee by zone and nothing for pickup', () => {
    expect(deliveryFeeCents('delivery', 'ville-saint-laurent')).toBe(1500);
    expect(deliveryFeeCents('delivery', 'north-south-shore')).toBe(2700);
    expect(deliveryFeeCents('pickup', 'north-south-shore')).toBe(0);
  });
});
