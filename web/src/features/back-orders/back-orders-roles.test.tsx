import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, BackOrderLine, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import BackOrdersPage from './back-orders-page';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });
const line: BackOrderLine = {
  order_line_id: 31,
  order_id: 12,
  order_number: '100312',
  ordered_at: '2026-11-20T14:00:00.000Z',
  delivery_date: '2026-11-24',
  customer_id: 7,
  business_name: 'Fleurs du Plateau',
  product_id: 5,
  product_name: 'Red rose',
  unit: 'box',
  stems_per_unit: 120,
  pack_units: 120,
  quantity: 10,
  open_quantity: 4,
  invoiced: false,
};

/** The queue, opened at a product's allocation (?product=5) as the receipt's notice links it. */
function renderAs(roles: StaffRole[]): ApiCall[] {
  writeAuthUser(staff(roles));
  const calls = fakeApi(({ path }) =>
    path.startsWith('/back-orders?')
      ? [200, { success: true, data: { lines: [line], pagination: { page: 1, limit: 25, total: 1 } } }]
      : [404, { success: false, message: 'Not found' }],
  );
  renderScreen(<BackOrdersPage />, '/admin/back-orders', '/admin/back-orders?product=5');
  return calls;
}

beforeAll(loadEnglishTexts);
afterEach(clearSession);

describe('the back-orders by role (issue 34, item 7)', () => {
  it('offers the office (orders without inventory) Cancel but no Fill, and reads no allocation', async () => {
    const calls = renderAs(['office']);
    expect(
      await screen.findByRole('button', { name: 'Cancel the back-order of Red rose on order 100312' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fill Red rose from stock (order 100312)' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/allocation'))).toEqual([]);
    // The line's pack is said beside its product: its quantities count boxes of 120.
    expect(screen.getByRole('rowheader', { name: 'Red rose box of 120' })).toBeVisible();
  });

  it('offers the counter, who keeps the stock, Fill', async () => {
    const calls = renderAs(['counter']);
    expect(await screen.findByRole('button', { name: 'Fill Red rose from stock (order 100312)' })).toBeVisible();
    expect(calls.some((c) => c.path === '/back-orders/products/5/allocation')).toBe(true);
  });
});
