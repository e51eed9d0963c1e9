import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Occurrence, StandingOrder } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import CustomerStandingOrdersPage from './customer-standing-orders-page';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 7, role: 'customer', name: 'Anne', language: 'en', roles: [] }));
afterEach(clearSession);

const standing: StandingOrder = {
  id: 3,
  customer_id: 7,
  customer_name: 'Fleurs Anne',
  delivery_method: 'pickup',
  delivery_zone: null,
  lines: [
    {
      product_id: 11,
      pack_id: 40,
      quantity: 3,
      name_en: 'Red rose',
      name_fr: 'Rose rouge',
      unit: 'bunch',
      pack_kind: 'box',
      // Ten bunches of 25: the size is said in stems, as the catalogue says it.
      pack_units: 10,
      pack_stems: 250,
      price_cents: 900,
      list_price_cents: 900,
      price_source: 'list',
    },
  ],
  every_weeks: 1,
  weekdays: [2, 5],
  dates: [],
  starts_on: '2026-12-01',
  ends_on: null,
  lead_days: 2,
  closed_day_shift: 'before',
  status: 'active',
  notes: null,
  next_date: '2026-12-08',
  created_at: '2026-12-01T12:00:00Z',
  updated_at: '2026-12-01T12:00:00Z',
};
const occurrence = (date: string, extra: Partial<Occurrence> = {}): Occurrence => ({
  date,
  delivery_date: date,
  status: 'planned',
  order_id: null,
  orders_on: '2026-12-06',
  moved_for: null,
  lines: null,
  ...extra,
});

describe('/customer/standing-orders (issue 38 items 1-2)', () => {
  it('lists the florist’s standing orders, shows the next occurrences, skips one and changes another’s quantities', async () => {
    let occurrences = [
      occurrence('2026-12-08'),
      occurrence('2026-12-11', { orders_on: '2026-12-09' }),
      occurrence('2026-12-15', {
        delivery_date: '2026-12-14',
        moved_for: { name_en: 'Inventory day', name_fr: 'Inventaire' },
      }),
    ];
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/customer/standing-orders?'))
        return [
          200,
          { success: true, data: { standing_orders: [standing], pagination: { page: 1, limit: 10, total: 1 } } },
        ];
      if (call.path === '/customer/standing-orders/3/occurrences')
        return [200, { success: true, data: { occurrences } }];
      if (call.path === '/customer/standing-orders/3/skip') {
        occurrences = occurrences.map((o) => (o.date === '2026-12-08' ? { ...o, status: 'skipped' } : o));
        return [200, { success: true, message: 'This occurrence is skipped.', data: { occurrences: [] } }];
      }
      if (call.path === '/customer/standing-orders/3/occurrences/2026-12-11') {
        occurrences = occurrences.map((o) =>
          o.date === '2026-12-11' ? { ...o, lines: [{ product_id: 11, pack_id: 40, quantity: 6 }] } : o,
        );
        return [200, { success: true, message: 'Saved.', data: { occurrences: [] } }];
      }
      return [404, { success: false, message: 'no' }];
    });
    renderScreen(<CustomerStandingOrdersPage />, '/customer/standing-orders', '/customer/standing-orders');
    const card = await screen.findByTestId('standing-3');
    expect(within(card).getByRole('heading', { name: 'Every week on Tuesday, Friday' })).toBeInTheDocument();
    expect(within(card).getByText('3 × Red rose (box of 250)')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Show Standing order 3/ }));
    const list = await within(card).findByRole('list', { name: 'Next occurrences' });
    expect(within(list).getByText(/Moved: we are closed on Dec 15, 2026 \(Inventory day\)/)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Skip the occurrence of Dec 8, 2026' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('occurrence-2026-12-08')).getByText('Skipped')).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2026-12-08' });

    await userEvent.click(within(list).getByRole('button', { name: 'Change the quantities of Dec 11, 2026' }));
    const form = screen.getByRole('form', { name: 'Change the quantities of Dec 11, 2026' });
    const quantity = within(form).getByLabelText('Red rose (box of 250)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the quantities' }));
    expect(
      await within(screen.getByTestId('occurrence-2026-12-11')).findByText(/Quantities changed for this one/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      lines: [{ product_id: 11, pack_id: 40, quantity: 6 }],
    });
  });

  it('asks for a product and a day before sending a new one', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/customer/standing-orders?')
        ? [200, { success: true, data: { standing_orders: [], pagination: { page: 1, limit: 10, total: 0 } } }]
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(<CustomerStandingOrdersPage />, '/customer/standing-orders', '/customer/standing-orders');
    expect(await screen.findByText('No standing order yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New standing order' }));
    const form = screen.getByRole('form', { name: 'New standing order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save the standing order' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Add at least one product.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
