import { describe, expect, it } from 'vitest';
import { balanceOverLimit } from './credit-limit-warning';

const pending = { status: 'pending', type: 'order', total_cents: 30_000 } as const;

describe('balanceOverLimit', () => {
  it('is the balance after confirming, when that passes the limit', () => {
    expect(balanceOverLimit(pending, { balance_cents: 80_000, credit_limit_cents: 100_000 })).toBe(110_000);
  });

  it('is null at or under the limit, without a limit, or for an order no longer waiting', () => {
    expect(balanceOverLimit(pending, { balance_cents: 70_000, credit_limit_cents: 100_000 })).toBeNull();
    expect(balanceOverLimit(pending, { balance_cents: 900_000, credit_limit_cents: null })).toBeNull();
    const confirmed = { ...pending, status: 'confirmed' } as const;
    expect(balanceOverLimit(confirmed, { balance_cents: 900_000, credit_limit_cents: 100 })).toBeNull();
    const prebooking = { ...pending, type: 'prebooking' } as const;
    expect(balanceOverLimit(prebooking, { balance_cents: 900_000, credit_limit_cents: 100 })).toBeNull();
  });
});
