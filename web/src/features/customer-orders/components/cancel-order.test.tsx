import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract';
import { earliestDeliveryDate } from '@shop/contract/delivery';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { CancelOrder } from './cancel-order';

beforeAll(loadEnglishTexts);
afterEach(() => vi.unstubAllGlobals());

// The first day an order could still be placed for: its cutoff is ahead.
const nextDay = earliestDeliveryDate(new Date());
const orderOf = (changes: Partial<OrderDetail>) =>
  ({ id: 12, number: '100012', source: 'web', status: 'pending', delivery_date: nextDay, ...changes }) as OrderDetail;

function renderCancel(order: OrderDetail) {
  const calls = fakeApi(() => [200, { success: true, message: 'Your order is cancelled.', data: { order } }]);
  renderScreen(<CancelOrder order={order} />, '/customer/tickets/view/:id', '/customer/tickets/view/12');
  return calls;
}

// Issue 34, item 3: a pending web order can be cancelled by the florist until its day's cutoff.
describe('CancelOrder', () => {
  it('cancels a pending web order after asking', async () => {
    const calls = renderCancel(orderOf({}));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/Order 100012 for .* is cancelled/);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /customer/tickets/12/cancel']),
    );
  });

  it('offers nothing for a confirmed order, one staff took, or one whose day has passed', () => {
    for (const order of [
      orderOf({ status: 'confirmed' }),
      orderOf({ source: 'staff' }),
      orderOf({ delivery_date: '2020-01-06' }),
    ]) {
      renderCancel(order);
      expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
    }
  });
});
