import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEnglishTexts } from '@/test/screen';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenInvoice, PaymentAllocations } from '@shop/contract/receivables';
import { ApiError } from '@/lib/api-client';
import { ReallocationForm } from './reallocate-payment';

beforeAll(async () => {
  await loadEnglishTexts();
});

// $100.00 paid: $60.00 on F-000001, $40.00 open credit. F-000002 owes $50.00, 3 days late.
const allocation: PaymentAllocations = {
  payment_id: 9,
  amount_cents: 10_000,
  unallocated_cents: 4000,
  allocations: [{ order_id: 1, amount_cents: 6000, invoice_number: 'F-000001', number: 'T-1' }],
};
const open: OpenInvoice[] = [1, 2].map((id) => ({
  order_id: id,
  number: `T-${id}`,
  invoice_number: `F-00000${id}`,
  invoiced_on: '2026-11-01',
  due_on: '2026-11-01',
  total_cents: id === 1 ? 8000 : 5000,
  paid_cents: id === 1 ? 6000 : 0,
  balance_due_cents: id === 1 ? 2000 : 5000,
  days_overdue: id === 1 ? 0 : 3,
}));

function renderForm(save = vi.fn().mockResolvedValue({ message: 'Payment re-allocated.' }), onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <ReallocationForm allocation={allocation} open={open} save={save} onDone={onDone} />
    </MemoryRouter>,
  );
  return { save, onDone, user: userEvent.setup() };
}

const remainder = () => screen.getByTestId('allocation-remainder');

const box = (invoice: string) => screen.getByRole('checkbox', { name: new RegExp(`Invoice ${invoice}`) });
const amount = (invoice: string) => screen.getByLabelText(`Amount for invoice ${invoice}`);

describe('ReallocationForm', () => {
  it('starts from the current allocation, gives an amount box to the invoices ticked, and shows the open credit', async () => {
    const { user, save, onDone } = renderForm();
    expect(box('F-000001')).toBeChecked();
    expect(amount('F-000001')).toHaveValue('60.00');
    expect(box('F-000002')).not.toBeChecked();
    expect(box('F-000002')).toHaveAccessibleName(
      expect.stringContaining('Up to $50.00 · due Nov 1, 2026 · overdue by 3 days'),
    );
    // One box per ticked invoice only, however many are open.
    expect(screen.queryByLabelText('Amount for invoice F-000002')).toBeNull();
    expect(remainder()).toHaveTextContent('Stays open credit: $40.00');

    // Ticked, it takes what is left of the payment ($40.00 of the $50.00 it owes).
    await user.click(box('F-000002'));
    expect(amount('F-000002')).toHaveValue('40.00');
    expect(remainder()).toHaveTextContent('Stays open credit: $0.00');

    await user.clear(amount('F-000001'));
    await user.type(amount('F-000001'), '10');
    await user.clear(amount('F-000002'));
    await user.type(amount('F-000002'), '50');
    expect(remainder()).toHaveTextContent('Allocated: $60.00 of $100.00');
    expect(remainder()).toHaveTextContent('Stays open credit: $40.00');
    await user.click(screen.getByRole('button', { name: 'Save the allocation' }));
    expect(save).toHaveBeenCalledWith({
      allocations: [
        { order_id: 1, amount_cents: 1000 },
        { order_id: 2, amount_cents: 5000 },
      ],
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('unticking an invoice takes it out of the allocation', async () => {
    const { user, save } = renderForm();
    await user.click(box('F-000001'));
    expect(screen.queryByLabelText('Amount for invoice F-000001')).toBeNull();
    expect(remainder()).toHaveTextContent('Stays open credit: $100.00');
    await user.click(screen.getByRole('button', { name: 'Save the allocation' }));
    expect(save).toHaveBeenCalledWith({ allocations: [] });
  });

  it('refuses more than an invoice owes or than the payment, without sending', async () => {
    const { user, save } = renderForm();
    await user.click(box('F-000002'));
    const first = amount('F-000001');
    const second = amount('F-000002');
    await user.clear(second);
    await user.type(second, '50.01');
    expect(second).toBeInvalid();
    expect(second).toHaveAccessibleDescription(expect.stringContaining('More than this invoice owes.'));

    await user.clear(second);
    await user.type(second, '45');
    await user.clear(first);
    await user.type(first, '80');
    expect(second).toBeValid();
    expect(within(remainder()).getByText('The amounts pass the payment by $25.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the allocation' }));
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the invoice it names", async () => {
    const refusal = new ApiError('More than invoice F-000002 owes.', 400, 'allocations.1.amount_cents');
    const { user, onDone } = renderForm(vi.fn().mockRejectedValue(refusal));
    await user.click(box('F-000002'));
    await user.clear(amount('F-000002'));
    await user.type(amount('F-000002'), '20');
    await user.click(screen.getByRole('button', { name: 'Save the allocation' }));
    const second = amount('F-000002');
    expect(second).toHaveAccessibleDescription(expect.stringContaining('More than invoice F-000002 owes.'));
    expect(second).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });
});
