import { describe, expect, it } from 'vitest';
import type { Claim } from '@shop/contract';
import { proposedCredit, receivedCredit } from './credits';

const claim = {
  lines: [
    { order_line_id: 11, unit_price_cents: 1250, quantity: 4, approved_quantity: 3 },
    { order_line_id: 12, unit_price_cents: 800, quantity: 2, approved_quantity: 0 },
  ],
} as unknown as Pick<Claim, 'lines'>;

describe('the credits staff see before they confirm', () => {
  it('a partial approval: each approved quantity at its price paid', () => {
    expect(proposedCredit(claim, { 11: 4, 12: 0 })).toBe(5000);
    expect(proposedCredit(claim, { 11: 1, 12: 2 })).toBe(2850);
    expect(proposedCredit(claim, {})).toBe(0);
  });

  it('a received return: the approved goods less the restocking fee and the freight', () => {
    // 3 × $12.50 = $37.50; 20 % is $7.50; $5.00 freight: $25.00.
    expect(receivedCredit(claim, 20, 500)).toBe(2500);
    expect(receivedCredit(claim, 0, 0)).toBe(3750);
    // 15 % of $37.50 is $5.625: rounded to $5.63.
    expect(receivedCredit(claim, 15, 0)).toBe(3187);
  });
});
