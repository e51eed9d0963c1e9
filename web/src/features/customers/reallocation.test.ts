import { describe, expect, it } from 'vitest';
import type { OpenInvoice, PaymentAllocations } from '@shop/contract/receivables';
import { allocationTargets, checkAllocation, refusedInvoice } from './reallocation';

const invoice = (order_id: number, balance_due_cents: number, extra: Partial<OpenInvoice> = {}): OpenInvoice => ({
  order_id,
  number: `T-${order_id}`,
  invoice_number: `F-00000${order_id}`,
  invoiced_on: '2026-11-01',
  due_on: '2026-11-01',
  total_cents: 10_000,
  paid_cents: 10_000 - balance_due_cents,
  balance_due_cents,
  days_overdue: 0,
  ...extra,
});

// A $100.00 payment: $60.00 on invoice 1 (paid in full, no longer open), $30.00 on invoice 2
// (which still owes $20.00); $10.00 is open credit. Invoice 3 owes $50.00.
const allocation: PaymentAllocations = {
  payment_id: 9,
  amount_cents: 10_000,
  unallocated_cents: 1000,
  allocations: [
    { order_id: 1, amount_cents: 6000, invoice_number: 'F-000001', number: 'T-1' },
    { order_id: 2, amount_cents: 3000, invoice_number: 'F-000002', number: 'T-2' },
  ],
};
const open = [invoice(2, 2000), invoice(3, 5000, { days_overdue: 4 })];

describe('allocationTargets', () => {
  it("lists the payment's invoices then the other open ones, each up to what it owes without this payment", () => {
    expect(allocationTargets(allocation, open)).toEqual([
      { order_id: 1, invoice_number: 'F-000001', current_cents: 6000, max_cents: 6000, due_on: null, days_overdue: 0 },
      {
        order_id: 2,
        invoice_number: 'F-000002',
        current_cents: 3000,
        max_cents: 5000,
        due_on: '2026-11-01',
        days_overdue: 0,
      },
      {
        order_id: 3,
        invoice_number: 'F-000003',
        current_cents: 0,
        max_cents: 5000,
        due_on: '2026-11-01',
        days_overdue: 4,
      },
    ]);
  });
});

describe('checkAllocation', () => {
  const targets = allocationTargets(allocation, open);

  it('sends the amounts above zero and leaves the rest of the payment as open credit', () => {
    const check = checkAllocation(10_000, targets, { 1: '', 2: '50', 3: '25,50' });
    expect(check).toMatchObject({
      allocations: [
        { order_id: 2, amount_cents: 5000 },
        { order_id: 3, amount_cents: 2550 },
      ],
      allocated_cents: 7550,
      remainder_cents: 2450,
      overPayment: false,
      valid: true,
    });
    expect(check.errors.size).toBe(0);
  });

  it('refuses more than an invoice owes, an amount that is not one, and a sum past the payment', () => {
    const over = checkAllocation(10_000, targets, { 1: '60.01', 2: 'abc', 3: '' });
    expect([...over.errors]).toEqual([
      [1, 'overInvoice'],
      [2, 'badAmount'],
    ]);
    expect(over.valid).toBe(false);

    const tooMuch = checkAllocation(10_000, targets, { 1: '60', 2: '30', 3: '10.01' });
    expect(tooMuch).toMatchObject({ allocated_cents: 10_001, remainder_cents: -1, overPayment: true, valid: false });
    expect(tooMuch.errors.size).toBe(0);
  });
});

describe('refusedInvoice', () => {
  const sent = [
    { order_id: 2, amount_cents: 5000 },
    { order_id: 3, amount_cents: 2550 },
  ];
  it("names the invoice of the server's allocations.N field, else the form", () => {
    expect(refusedInvoice('allocations.1.amount_cents', sent)).toBe(3);
    expect(refusedInvoice('allocations.0.order_id', sent)).toBe(2);
    expect(refusedInvoice('allocations', sent)).toBeNull();
    expect(refusedInvoice(undefined, sent)).toBeNull();
  });
});
