import { describe, expect, it } from 'vitest';
import type { CreditStatus } from '@shop/contract';
import { creditAddedCents, creditHoldOf } from './credit-check';

const status: CreditStatus = {
  balance_cents: 80_000,
  credit_limit_cents: 100_000,
  overdue_cents: 0,
  oldest_overdue_days: 0,
  hold_after_days: 30,
  open_credit_cents: 0,
};

describe('creditAddedCents', () => {
  it('is a new order’s total', () => {
    expect(creditAddedCents('order', 12_345, null)).toBe(12_345);
  });

  it('is what an invoiced order grows by, and nothing when it does not grow', () => {
    expect(creditAddedCents('order', 15_000, { invoice_number: 'F-1', total_cents: 10_000 })).toBe(5_000);
    expect(creditAddedCents('order', 9_000, { invoice_number: 'F-1', total_cents: 10_000 })).toBeNull();
  });

  it('is null for what the server does not check on save', () => {
    expect(creditAddedCents('order', 15_000, { invoice_number: null, total_cents: 10_000 })).toBeNull();
    expect(creditAddedCents('prebooking', 15_000, null)).toBeNull();
    expect(creditAddedCents('refund', -15_000, null)).toBeNull();
  });
});

describe('creditHoldOf', () => {
  it('holds an order that passes the limit, not one that reaches it', () => {
    expect(creditHoldOf(status, 20_001)).toBe('over_limit');
    expect(creditHoldOf(status, 20_000)).toBeNull();
    expect(creditHoldOf({ ...status, credit_limit_cents: null }, 9_000_000)).toBeNull();
  });

  it('holds a customer with an invoice overdue more than the setting’s days', () => {
    const late = { ...status, overdue_cents: 5_000, oldest_overdue_days: 31 };
    expect(creditHoldOf(late, 0)).toBe('overdue');
    expect(creditHoldOf({ ...late, oldest_overdue_days: 30 }, 0)).toBeNull();
  });
});
