import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser, CustomerDetail, Note, Payment, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import CustomerViewPage from './customer-view-page';
import CustomersListPage from './customers-list-page';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });

const customer: CustomerDetail = {
  id: 7,
  email: 'fleurs@example.test',
  language: 'fr',
  status: 'approved',
  active: true,
  invoice_type: 'per_order',
  created_at: '2026-11-02T14:00:00.000Z',
  businessName: 'Fleurs du Plateau',
  neqTaxNumber: '1234567890',
  phoneNumber: '514 555 0100',
  cellPhone: null,
  otherPhone: null,
  faxNumber: null,
  address1: '12 rue Rachel',
  address2: null,
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2H1',
  businessOwnerName: 'Anne Lys',
  salesPersonName: null,
  businessType: 'florist',
  businessWebsite: null,
  order_notices: { confirmed: true, ready: true, out_for_delivery: true, delivered: true, cancelled: true },
  balance_cents: 12_000,
  credit_limit_cents: null,
  delivery_zone: null,
  payment_terms: null,
  document: null,
};
const note: Note = {
  id: 3,
  user_id: 7,
  note_text: 'Delivers by the back door',
  created_by: 'Office',
  created_at: '2026-11-03T15:00:00.000Z',
};
const payment: Payment = {
  id: 11,
  customer_id: 7,
  amount_cents: 5000,
  method: 'cash',
  channel: 'counter',
  reference: 'CASH-1',
  received_on: '2026-11-04',
  reverses_payment_id: null,
  reversed: false,
  created_at: '2026-11-04T15:00:00.000Z',
};

const listed = (id: number, status: CustomerDetail['status']) => ({
  ...customer,
  id,
  status,
  businessName: id === 7 ? customer.businessName : 'Pivoines en attente',
});

/** The server's answers to the page's reads; a toggle answers with the customer deactivated. */
function serve() {
  return fakeApi(({ method, path }) => {
    if (method === 'PUT' && path === '/toggle/customers/7')
      return [
        200,
        { success: true, message: 'Customer deactivated.', data: { customer: { ...customer, active: false } } },
      ];
    if (method === 'PUT' && path === '/toggle/customers/8')
      return [200, { success: true, message: 'Request rejected.', data: { customer: { ...customer, id: 8 } } }];
    if (path.startsWith('/customers?'))
      return [
        200,
        {
          success: true,
          data: {
            customers: [listed(7, 'approved'), listed(8, 'pending')],
            pagination: { page: 1, limit: 25, total: 2 },
            pendingCount: 1,
          },
        },
      ];
    if (path === '/customer/7') return [200, { success: true, data: { customer } }];
    if (path === '/7/notes') return [200, { success: true, notes: [note] }];
    if (path.startsWith('/customer/Orders/payments/7'))
      return [
        200,
        {
          success: true,
          data: {
            payments: [payment],
            pagination: { page: 1, limit: 20, total: 1 },
            customer: { id: 7, balance_cents: 12_000 },
          },
        },
      ];
    if (path.startsWith('/customers/7/emails'))
      return [200, { success: true, data: { emails: [], pagination: { page: 1, limit: 10, total: 0 } } }];
    if (path.startsWith('/Orders?'))
      return [200, { success: true, data: { orders: [], pagination: { page: 1, limit: 10, total: 0 } } }];
    return [404, { success: false, message: 'Not found' }];
  });
}

function renderAs(roles: StaffRole[], list = false) {
  writeAuthUser(staff(roles));
  const calls = serve();
  if (list) renderScreen(<CustomersListPage />, '/admin/customers', '/admin/customers');
  else renderScreen(<CustomerViewPage />, '/admin/customers/view/:id', '/admin/customers/view/7');
  return calls;
}

const heading = () => screen.findByRole('heading', { level: 1, name: /Fleurs du Plateau/ });

beforeAll(loadEnglishTexts);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('a customer’s page by role (issue 34, item 7)', () => {
  it('shows a counter member (customers read-only) no Edit, Deactivate, Delete, note or payment correction', async () => {
    renderAs(['counter']);
    await heading();
    await screen.findByText('Delivers by the back door');
    await screen.findByText('CASH-1');
    for (const name of ['Deactivate', 'Delete', 'Add note', /^Allocate/, 'Reverse'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Fleurs du Plateau' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Invoice type' })).not.toBeInTheDocument();
    // What the counter may do stays: read the invoice type, take a payment.
    expect(screen.getByText('Per order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive payment' })).toBeVisible();
  });

  it('shows an office member Edit, Deactivate, Delete, the notes’ form and the payment corrections', async () => {
    renderAs(['office']);
    await heading();
    await screen.findByText('CASH-1');
    expect(screen.getByRole('link', { name: 'Edit Fleurs du Plateau' })).toHaveAttribute(
      'href',
      '/admin/customers/edit/7',
    );
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    // The customer's Delete and the note's.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add note' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Invoice type' })).toHaveValue('per_order');
    const row = screen.getByRole('row', { name: /CASH-1/ });
    expect(within(row).getByRole('button', { name: /^Allocate the payment of \$50\.00/ })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reverse' })).toBeVisible();
  });

  it('asks before deactivating, saying what happens, and deactivates only once confirmed', async () => {
    const calls = renderAs(['office']);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Fleurs du Plateau?' });
    expect(dialog).toHaveTextContent('The customer can no longer sign in, and is signed out now.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
        { path: '/toggle/customers/7', body: { active: false, type: 'status' } },
      ]),
    );
  });
});

describe('the customers list by role', () => {
  it('offers a counter member no New customer, Approve, Reject, Edit, Deactivate or Delete, only View', async () => {
    renderAs(['counter'], true);
    await screen.findByText('Pivoines en attente');
    expect(screen.queryByRole('link', { name: 'New customer' })).not.toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Deactivate', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Fleurs du Plateau' })).toBeVisible();
  });

  it('asks an office member before rejecting a request, saying the applicant is told', async () => {
    const calls = renderAs(['office'], true);
    await screen.findByText('Pivoines en attente');
    expect(screen.getByRole('link', { name: 'New customer' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the request of Pivoines en attente?' });
    expect(dialog).toHaveTextContent('The applicant is told by e-mail that their account request is refused');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
        { path: '/toggle/customers/8', body: { active: false, type: 'approval' } },
      ]),
    );
  });
});
