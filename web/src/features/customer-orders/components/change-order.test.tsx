import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract';
import { earliestDeliveryDate } from '@shop/contract/delivery';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { ChangeOrder } from './change-order';

beforeAll(loadEnglishTexts);
afterEach(() => vi.unstubAllGlobals());

// The first day an order could still be placed for: its cutoff is ahead.
const nextDay = earliestDeliveryDate(new Date());
const line = (id: number, productId: number, name: string, quantity: number) => ({
  id,
  product_id: productId,
  name,
  name_en: name,
  name_fr: name,
  quantity,
});
const orderOf = (changes: Partial<OrderDetail>) =>
  ({
    id: 12,
    number: '100012',
    source: 'web',
    status: 'pending',
    delivery_date: nextDay,
    lines: [line(1, 7, 'Rose Freedom red', 3), line(2, 9, 'Tulip white', 2)],
    ...changes,
  }) as unknown as OrderDetail;

function renderChange(
  order: OrderDetail,
  reply: [number, unknown] = [200, { success: true, message: 'Your order is changed.', data: { order } }],
) {
  const calls = fakeApi(() => reply);
  renderScreen(<ChangeOrder order={order} />, '/customer/tickets/view/:id', '/customer/tickets/view/12');
  return calls;
}

// Issue 34, item 3: the florist changes a pending web order's quantities until its day's cutoff.
describe('ChangeOrder', () => {
  it('sends the new quantities, leaving out a product set to 0', async () => {
    const calls = renderChange(orderOf({}));
    await userEvent.click(screen.getByRole('button', { name: 'Change quantities' }));
    const rose = screen.getByRole('spinbutton', { name: 'Rose Freedom red' });
    await userEvent.clear(rose);
    await userEvent.type(rose, '5');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Tulip white' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tulip white' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the quantities' }));
    await vi.waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /customer/tickets/12']));
    expect(calls[0]!.body).toEqual({ lines: [{ product_id: 7, quantity: 5 }] });
  });

  it('says so instead of sending when every quantity is 0, and offers nothing once the order is confirmed', async () => {
    const calls = renderChange(orderOf({}));
    await userEvent.click(screen.getByRole('button', { name: 'Change quantities' }));
    for (const name of ['Rose Freedom red', 'Tulip white']) {
      await userEvent.clear(screen.getByRole('spinbutton', { name }));
      await userEvent.type(screen.getByRole('spinbutton', { name }), '0');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save the quantities' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least one product must stay');
    expect(calls).toEqual([]);
  });

  it('offers nothing for a confirmed order or one whose day has passed', () => {
    for (const order of [orderOf({ status: 'confirmed' }), orderOf({ delivery_date: '2020-01-06' })]) {
      renderChange(order);
      expect(screen.queryByRole('button', { name: 'Change quantities' })).toBeNull();
    }
  });
});
