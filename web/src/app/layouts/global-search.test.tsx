import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import { GlobalSearch } from './global-search';

const page = { page: 1, limit: 4, total: 1 };
function server() {
  return fakeApi((call: ApiCall): [number, unknown] => {
    if (call.path.startsWith('/Orders?'))
      return [
        200,
        {
          success: true,
          data: { orders: [{ id: 9, number: '100234', customer_name: 'Fleurs Anne' }], pagination: page },
        },
      ];
    if (call.path.startsWith('/customers?'))
      return [200, { success: true, data: { customers: [], pagination: { ...page, total: 0 } } }];
    if (call.path.startsWith('/products?'))
      return [200, { success: true, data: { products: [], pagination: { ...page, total: 0 } } }];
    return [404, { success: false, message: 'Not found' }];
  });
}

beforeAll(loadEnglishTexts);

describe('the back-office search', () => {
  it('opens with Ctrl+K and opens the order picked with Enter', async () => {
    const calls = server();
    const router = renderScreen(<GlobalSearch />, '/admin/customers', '/admin/customers');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the back-office' });
    const box = within(dialog).getByRole('combobox', { name: 'Customer, order number or product' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, '100234');
    const option = await within(dialog).findByRole('option', { name: /100234/ });
    expect(option).toHaveTextContent('Fleurs Anne');
    expect(option).toHaveTextContent('Order');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tickets/view/9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/products?') && c.path.includes('sort=relevance'))).toBe(true);
  });
});
