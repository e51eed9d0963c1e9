import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
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

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser(staff(['owner'])));
afterEach(clearSession);

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

describe('the back-office search by role (issue 34, item 7)', () => {
  it('searches only what the member may open: no products for the office (the inventory is not theirs)', async () => {
    writeAuthUser(staff(['office']));
    const calls = server();
    renderScreen(<GlobalSearch />, '/admin/customers', '/admin/customers');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the back-office' });
    await userEvent.type(within(dialog).getByRole('combobox'), '100234');
    expect(await within(dialog).findByRole('option', { name: /100234/ })).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/customers?'))).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/products?'))).toBe(false);
  });

  it('is not offered to a designer, who may open no customer, order or product', async () => {
    writeAuthUser(staff(['designer']));
    const calls = server();
    renderScreen(<GlobalSearch />, '/admin/design-center', '/admin/design-center');
    expect(screen.queryByRole('button', { name: /Search/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
