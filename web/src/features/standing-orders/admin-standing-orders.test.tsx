import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StandingOrder } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import AdminStandingOrdersPage from './admin-standing-orders-page';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] }));
afterEach(clearSession);

const anne = { id: 7, businessName: 'Fleurs Anne', city: 'Laval', email: 'anne@example.test' };
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
      pack_units: 10,
      pack_stems: 250,
      price_cents: 8100,
      list_price_cents: 9000,
      price_source: 'level',
    },
  ],
  every_weeks: 1,
  weekdays: [2],
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
const page = (orders: StandingOrder[]): [number, unknown] => [
  200,
  { success: true, data: { standing_orders: orders, pagination: { page: 1, limit: 10, total: orders.length } } },
];
const rose = {
  id: 11,
  sku: 'RR-1',
  name_en: 'Red rose',
  name_fr: 'Rose rouge',
  unit: 'bunch',
  stems_per_unit: 25,
  on_hand: 100,
  price_cents: 900,
  packs: [
    { id: 39, kind: 'bunch', units: 1, stems: 25, price_cents: 900, active: true },
    { id: 40, kind: 'box', units: 10, stems: 250, price_cents: 8100, active: true },
    { id: 41, kind: 'stem', units: 1, stems: 1, price_cents: 50, active: false },
  ],
};

describe('/admin/standing-orders (issue 38)', () => {
  it('filters the list on one customer from the keyboard, and back to every customer’s', async () => {
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/standing-orders?'))
        return page(new URLSearchParams(call.path.split('?')[1]).get('customer_id') === '8' ? [] : [standing]);
      if (call.path.startsWith('/customers?'))
        return [200, { success: true, data: { customers: [anne], pagination: { page: 1, limit: 8, total: 1 } } }];
      return [404, { success: false, message: 'no' }];
    });
    const router = renderScreen(<AdminStandingOrdersPage />, '/admin/standing-orders', '/admin/standing-orders');
    expect(await screen.findByTestId('standing-3')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(search, 'Anne');
    expect(await screen.findByRole('option', { name: /Fleurs Anne/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');

    // The list is asked for Anne's only; the address says so; the keyboard is on the way back.
    const any = await screen.findByRole('button', { name: 'Any customer' });
    await waitFor(() => expect(any).toHaveFocus());
    expect(screen.getByText('Fleurs Anne', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/standing-orders?') && c.path.includes('customer_id=7'))).toBe(true),
    );
    expect(router.state.location.search).toContain('customer_id=7');
    // A new one is for that customer.
    await userEvent.click(screen.getByRole('button', { name: 'New standing order' }));
    const form = screen.getByRole('form', { name: 'New standing order' });
    expect(within(form).getByText('Fleurs Anne', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Any customer' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
    expect(router.state.location.search).not.toContain('customer_id');
  });

  it('says when the customer filtered on has none', async () => {
    fakeApi((call) =>
      call.path.startsWith('/standing-orders?')
        ? page(call.path.includes('customer_id=8') ? [] : [standing])
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(
      <AdminStandingOrdersPage />,
      '/admin/standing-orders',
      '/admin/standing-orders?customer_id=8&customer=Fleurs%20Bo',
    );
    expect(await screen.findByText('No standing order for Fleurs Bo.')).toBeInTheDocument();
  });

  it('changes the pack of a line it already has, among the packs sold today at the customer’s prices', async () => {
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/standing-orders?')) return page([standing]);
      if (call.path.startsWith('/products?'))
        return [200, { success: true, data: { products: [rose], pagination: { page: 1, limit: 100, total: 1 } } }];
      if (call.path === '/standing-orders/3/occurrences') return [200, { success: true, data: { occurrences: [] } }];
      if (call.method === 'PUT') return [200, { success: true, data: { standing_order: standing } }];
      return [404, { success: false, message: 'no' }];
    });
    renderScreen(<AdminStandingOrdersPage />, '/admin/standing-orders', '/admin/standing-orders');
    const card = await screen.findByTestId('standing-3');
    await userEvent.click(within(card).getByRole('button', { name: /^Show Standing order 3/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Change' }));
    const form = screen.getByRole('form', { name: 'Change the standing order' });
    const pack = within(form).getByRole('combobox', { name: 'Pack of Red rose' });
    await waitFor(() => expect((pack as HTMLSelectElement).options).toHaveLength(3));
    expect([...(pack as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Cheapest pack',
      'bunch of 25 · $9.00',
      'box of 250 · $81.00',
    ]);
    expect(calls.find((c) => c.path.startsWith('/products?'))?.path).toContain('customer_id=7');
    expect(pack).toHaveValue('40');
    await userEvent.selectOptions(pack, 'bunch of 25 · $9.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the standing order' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      customer_id: 7,
      lines: [{ product_id: 11, pack_id: 39, quantity: 3 }],
    });
  });
});
