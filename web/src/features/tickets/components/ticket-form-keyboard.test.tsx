import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import { TicketForm } from './ticket-form';

// The order copied: one line of a rose on offer, for a customer who paid $22.00 for it last time.
const original = {
  id: 40,
  number: 'S-40',
  customer_id: 7,
  customer_name: 'Fleuriste Test',
  type: 'order',
  delivery_method: 'pickup',
  delivery_zone: null,
  delivery_date: '2026-05-04',
  po_number: null,
  notes: null,
  invoice_number: null,
  total_cents: 2_000,
  lines: [{ product_id: 3, name_en: 'Rose Freedom', name_fr: 'Rose Freedom', quantity: 1, unit_price_cents: 2_000 }],
} as unknown as Order;
const rose = {
  id: 3,
  name_en: 'Rose Freedom',
  name_fr: 'Rose Freedom',
  unit: 'bunch',
  stems_per_unit: 25,
  on_hand: 12,
  price_cents: 2_450,
  special_price_cents: 1_990,
};
const credit = {
  balance_cents: 0,
  credit_limit_cents: null,
  overdue_cents: 0,
  oldest_overdue_days: null,
  hold_after_days: 30,
  open_credit_cents: 0,
};

function server() {
  return fakeApi((call: ApiCall): [number, unknown] => {
    if (call.path === '/customer/7')
      return [200, { success: true, data: { customer: { id: 7, businessName: 'Fleuriste Test', city: 'Laval' } } }];
    if (call.path === '/receivables/customers/7/credit') return [200, { success: true, data: { credit } }];
    if (call.path.startsWith('/products?'))
      return [200, { success: true, data: { products: [rose], pagination: { page: 1, limit: 100, total: 1 } } }];
    if (call.path === '/Orders/last-prices/7?ids=3')
      return [
        200,
        {
          success: true,
          data: {
            prices: [
              {
                product_id: 3,
                unit_price_cents: 2_200,
                order_id: 31,
                order_number: '100031',
                delivery_date: '2026-04-27',
              },
            ],
          },
        },
      ];
    if (call.method === 'POST' && call.path === '/Orders')
      return [201, { success: true, message: 'Order created', data: { order: { id: 55 } } }];
    return [404, { success: false, message: 'Not found' }];
  });
}

beforeAll(loadEnglishTexts);

describe('the staff order form from the keyboard', () => {
  it('starts a new order in the customer search', async () => {
    server();
    renderScreen(<TicketForm mode="create" original={null} />, '/admin/tickets/create', '/admin/tickets/create');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /customer/i })).toHaveFocus());
  });

  it('shows each line’s unit, stock, offer and the customer’s last price; Alt+N goes to the search, Ctrl+Enter saves', async () => {
    const calls = server();
    const router = renderScreen(
      <TicketForm mode="duplicate" original={original} />,
      '/admin/tickets/duplicate/:id',
      '/admin/tickets/duplicate/40',
    );
    const row = (await screen.findByText('12 in stock', { exact: false })).closest('tr')!;
    expect(row).toHaveTextContent('Offer $19.90 (regular $24.50)');
    await waitFor(() => expect(row).toHaveTextContent('Last paid $22.00 on'));
    expect(row).toHaveTextContent('(order 100031)');

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Rose Freedom' });
    await userEvent.click(quantity);
    // More than the 12 in stock: what will be back-ordered shows before the order is saved.
    expect(row).not.toHaveTextContent('back-ordered');
    await userEvent.keyboard('50');
    expect(row).toHaveTextContent('38 will be back-ordered');
    await userEvent.keyboard('{Backspace}');
    expect(row).not.toHaveTextContent('back-ordered');
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(screen.getByRole('combobox', { name: 'Add a product' })).toHaveFocus();

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tickets/view/55'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says nothing of back-orders for a prebooking, which holds no stock', async () => {
    server();
    renderScreen(
      <TicketForm mode="duplicate" original={{ ...original, type: 'prebooking' } as Order} />,
      '/admin/tickets/duplicate/:id',
      '/admin/tickets/duplicate/40',
    );
    const row = (await screen.findByText('12 in stock', { exact: false })).closest('tr')!;
    await userEvent.click(screen.getByRole('textbox', { name: 'Quantity of Rose Freedom' }));
    await userEvent.keyboard('50');
    expect(screen.getByRole('textbox', { name: 'Quantity of Rose Freedom' })).toHaveValue('50');
    expect(row).not.toHaveTextContent('back-ordered');
  });
});
