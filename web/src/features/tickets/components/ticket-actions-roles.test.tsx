import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, Order, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { TicketActions } from './ticket-actions';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });
const order = {
  id: 12,
  number: '100312',
  type: 'order',
  status: 'confirmed',
  invoice_number: 'F-000012',
  invoicePdf: '/api/Orders/12/invoice.pdf',
} as unknown as Order;

function renderAs(roles: StaffRole[]) {
  writeAuthUser(staff(roles));
  fakeApi(() => [404, { success: false, message: 'Not found' }]);
  renderScreen(<TicketActions order={order} />, '/admin/tickets/view/:id', '/admin/tickets/view/12');
}

beforeAll(loadEnglishTexts);
afterEach(clearSession);

describe('an order’s actions by role (issue 34, item 7)', () => {
  it('gives the counter no packing slip (the warehouse’s paper, pickLists), only the invoice', () => {
    renderAs(['counter']);
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Packing slip' })).not.toBeInTheDocument();
  });

  it('gives the owner the packing slip', () => {
    renderAs(['owner']);
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/api/Orders/12/packing-slip.pdf',
    );
  });
});
