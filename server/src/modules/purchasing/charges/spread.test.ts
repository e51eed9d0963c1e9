import { describe, expect, it } from 'vitest';
import { effectiveRateE6, landedCostsE4 } from './spread.js';

// Decision 062: charges spread by full-box equivalents or by value over what entered stock.
describe('landedCostsE4', () => {
  // A USD order at 1.35: line A 240 stocked of boxes of 25 at 80 ¢, line B 100 (two boxes of 50) at 120 ¢.
  const receipts = [
    { id: 1, stocked_units: 240, units_per_box: 25, unit_cost_cents: 80 },
    { id: 2, stocked_units: 100, units_per_box: 50, unit_cost_cents: 120 },
  ];

  it('is cost × rate without charges, and null without a rate', () => {
    expect(landedCostsE4(receipts, [], 1_350_000)).toEqual(
      new Map([
        [1, 1_080_000],
        [2, 1_620_000],
      ]),
    );
    expect(landedCostsE4(receipts, [{ amount_cents: 100, spread: 'boxes' }], null)).toEqual(
      new Map([
        [1, null],
        [2, null],
      ]),
    );
  });

  it('spreads freight by boxes (9.6 and 2 box equivalents) and duties by value (25,920 and 16,200 ¢)', () => {
    const landed = landedCostsE4(
      receipts,
      [
        { amount_cents: 12_000, spread: 'boxes' },
        { amount_cents: 5_000, spread: 'value' },
      ],
      1_350_000,
    );
    // A: 108 + (12000 × 9.6/11.6 + 5000 × 25920/42120) / 240 = 162.19982…; B: 162 + (2068.97 + 1923.08) / 100.
    expect(landed).toEqual(
      new Map([
        [1, 1_621_998],
        [2, 2_019_204],
      ]),
    );
    // What stock holds at landed cost is the goods at the rate plus every charge, to rounding.
    expect(240 * 162.1998 + 100 * 201.9204).toBeCloseTo(25_920 + 16_200 + 17_000, 1);
  });

  it('gives nothing to a receipt with no stocked unit, and spreads by boxes what has no value', () => {
    const landed = landedCostsE4(
      [
        { id: 1, stocked_units: 0, units_per_box: 10, unit_cost_cents: 50 },
        { id: 2, stocked_units: 20, units_per_box: 10, unit_cost_cents: 0 },
        { id: 3, stocked_units: 10, units_per_box: 10, unit_cost_cents: 0 },
      ],
      [{ amount_cents: 300, spread: 'value' }],
      1_000_000,
    );
    expect(landed).toEqual(
      new Map([
        [1, null],
        [2, 100_000],
        [3, 100_000],
      ]),
    );
  });

  it('takes 1 for a CAD order whatever is stored', () => {
    expect(effectiveRateE6({ currency: 'CAD', exchange_rate_e6: null })).toBe(1_000_000);
    expect(effectiveRateE6({ currency: 'USD', exchange_rate_e6: null })).toBeNull();
    expect(effectiveRateE6({ currency: 'EUR', exchange_rate_e6: 1_512_300 })).toBe(1_512_300);
  });
});
