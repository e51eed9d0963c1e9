import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackOrderAllocation } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { AllocationPanel } from './allocation-panel';

beforeAll(loadEnglishTexts);

const line = (id: number, open: number, proposed: number) => ({
  order_line_id: id,
  order_id: 100 + id,
  order_number: String(1000 + id),
  ordered_at: `2026-11-0${id}T15:00:00.000Z`,
  delivery_date: '2026-11-20',
  customer_id: 7,
  business_name: `Atelier ${id}`,
  product_id: 5,
  product_name: 'Red roses',
  unit: 'bunch',
  stems_per_unit: 25,
  pack_units: 1,
  quantity: open + 1,
  open_quantity: open,
  invoiced: true,
  proposed_quantity: proposed,
});

const allocation: BackOrderAllocation = {
  product_id: 5,
  product_name: 'Red roses',
  on_hand: 6,
  lines: [line(1, 4, 4), line(2, 5, 2), line(3, 3, 0)],
};

describe('filling back-orders from stock', () => {
  it('ticks the oldest orders the stock fills, refuses more than on hand, and sends what staff keep', async () => {
    const calls = fakeApi((call) =>
      call.method === 'GET'
        ? [200, { success: true, data: allocation }]
        : [201, { success: true, message: 'Filled', data: { filled_quantity: 5, line_count: 2, on_hand: 1 } }],
    );
    renderScreen(<AllocationPanel productId={5} onClose={() => {}} />, '/admin/back-orders', '/admin/back-orders');

    const first = await screen.findByRole('checkbox', { name: /Order 1001/ });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleName(/bunch of 25/);
    expect(screen.getByRole('checkbox', { name: /Order 1002/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Order 1003/ })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity to fill on order 1002' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Fill 6 from stock' })).toBeEnabled();

    // The third order too: more than the 6 on hand, refused before it is sent.
    await userEvent.click(screen.getByRole('checkbox', { name: /Order 1003/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('This is more than the 6 on hand.');
    expect(screen.getByRole('button', { name: 'Fill 9 from stock' })).toBeDisabled();

    // Staff keep the oldest whole, lower the second and leave the third.
    await userEvent.click(screen.getByRole('checkbox', { name: /Order 1003/ }));
    const second = screen.getByRole('spinbutton', { name: 'Quantity to fill on order 1002' });
    await userEvent.clear(second);
    await userEvent.type(second, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Fill 5 from stock' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_id: 5,
      lines: [
        { order_line_id: 1, quantity: 4 },
        { order_line_id: 2, quantity: 1 },
      ],
    });
  });

  it('counts what a pack takes from stock: a box of 120 waiting is more than 50 stems on hand', async () => {
    const box = { ...line(1, 1, 0), unit: 'box', stems_per_unit: 120, pack_units: 120 };
    const stems = { ...line(2, 20, 20), unit: 'stem', stems_per_unit: 1, pack_units: 1 };
    const calls = fakeApi(() => [
      200,
      { success: true, data: { ...allocation, on_hand: 50, lines: [box, stems] } satisfies BackOrderAllocation },
    ]);
    renderScreen(<AllocationPanel productId={5} onClose={() => {}} />, '/admin/back-orders', '/admin/back-orders');

    const boxLine = await screen.findByRole('checkbox', { name: /Order 1001/ });
    expect(boxLine).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Fill 20 from stock' })).toBeEnabled();
    // Ticked, the box's 120 stems with the 20 are more than the 50 on hand: refused before it is sent.
    await userEvent.click(boxLine);
    expect(screen.getByRole('alert')).toHaveTextContent('This is more than the 50 on hand.');
    expect(screen.getByRole('button', { name: 'Fill 140 from stock' })).toBeDisabled();
    // The stems unticked, the box alone is still 120 stems: more than the 50.
    await userEvent.click(screen.getByRole('checkbox', { name: /Order 1002/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('This is more than the 50 on hand.');
    expect(screen.getByRole('button', { name: 'Fill 120 from stock' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
