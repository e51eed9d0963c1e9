import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser, CreditStatus, Order, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import { TicketForm } from './ticket-form';

// A customer with $800 owed of a $1,000 limit; the order copied is $300 plus taxes (pickup, no fee).
const credit: CreditStatus = {
  balance_cents: 80_000,
  credit_limit_cents: 100_000,
  overdue_cents: 12_500,
  oldest_overdue_days: 12,
  hold_after_days: 30,
  open_credit_cents: 0,
};
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
  invoice_number: 'F-40',
  total_cents: 34_493,
  lines: [{ product_id: 3, name_en: 'Rose', name_fr: 'Rose', quantity: 1, unit_price_cents: 30_000 }],
} as unknown as Order;
const HELD = 'This order takes the customer past their credit limit: give a reason to go ahead.';

/** The server: the customer, their credit, and a save refused until it gives a reason. */
function server(status: CreditStatus) {
  return fakeApi((call: ApiCall): [number, unknown] => {
    if (call.path === '/customer/7')
      return [200, { success: true, data: { customer: { id: 7, businessName: 'Fleuriste Test', city: 'Laval' } } }];
    if (call.path === '/receivables/customers/7/credit') return [200, { success: true, data: { credit: status } }];
    if (call.method === 'POST' && call.path === '/Orders') {
      const body = call.body as { credit_override_reason?: string };
      if (!body.credit_override_reason)
        return [409, { success: false, message: HELD, error: 'credit_hold', field: 'credit_override_reason' }];
      return [201, { success: true, message: 'Order created', data: { order: { id: 55 } } }];
    }
    return [404, { success: false, message: 'Not found' }];
  });
}

const renderDuplicate = () =>
  renderScreen(
    <TicketForm mode="duplicate" original={original} />,
    '/admin/tickets/duplicate/:id',
    '/admin/tickets/duplicate/40',
  );

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });

beforeAll(loadEnglishTexts);
// The office reads the credit figures (receivables); a test of the counter signs in again.
beforeEach(() => writeAuthUser(staff(['office'])));
afterEach(clearSession);

describe('the staff order form’s credit panel', () => {
  it('shows the credit figures and warns that the order passes the limit', async () => {
    server(credit);
    renderDuplicate();
    const panel = await screen.findByRole('region', { name: 'Credit' });
    await within(panel).findByText('$800.00');
    expect(panel).toHaveTextContent('Credit limit$1,000.00');
    expect(panel).toHaveTextContent('Available credit$200.00');
    expect(panel).toHaveTextContent('Balance after saving$1,144.93');
    expect(panel).toHaveTextContent('Overdue$125.00 · oldest 12 days past due');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'This order takes the balance to $1,144.93, over the credit limit of $1,000.00. Saving it needs a reason.',
    );
    expect(within(panel).getByRole('textbox', { name: 'Credit override reason' })).toBeInTheDocument();
  });

  it('puts the server’s refusal on the reason, focused, keeps the order, then saves with the reason', async () => {
    const calls = server(credit);
    const router = renderDuplicate();
    const reason = await screen.findByRole('textbox', { name: 'Credit override reason' });
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));

    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HELD));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Rose')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tickets/duplicate/40');

    await userEvent.type(reason, 'Pays every Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tickets/view/55'));
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toMatchObject({ customer_id: 7, credit_override_reason: 'Pays every Friday' });
  });

  it('asks for the reason when the server holds an order the panel did not expect to be held', async () => {
    server({ ...credit, credit_limit_cents: null, overdue_cents: 0 });
    renderDuplicate();
    const panel = await screen.findByRole('region', { name: 'Credit' });
    await within(panel).findByText('No limit');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    const reason = await within(panel).findByRole('textbox', { name: 'Credit override reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HELD));
  });
});

describe('the credit panel for the counter (orders without receivables)', () => {
  it('reads no credit figures (the server answers them 403), and asks for the reason once the server holds the order', async () => {
    writeAuthUser(staff(['counter']));
    const calls = server(credit);
    renderDuplicate();
    const save = await screen.findByRole('button', { name: 'Save order' });
    expect(screen.queryByRole('region', { name: 'Credit' })).not.toBeInTheDocument();

    await userEvent.click(save);
    const panel = await screen.findByRole('region', { name: 'Credit' });
    const reason = within(panel).getByRole('textbox', { name: 'Credit override reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HELD));
    expect(calls.filter((c) => c.path.startsWith('/receivables'))).toEqual([]);
  });
});

describe('editing an invoiced order', () => {
  it('says before saving that the invoice is cancelled, a new one issued and both e-mailed', async () => {
    server(credit);
    renderScreen(
      <TicketForm mode="edit" original={{ ...original, invoice_number: 'F-000051' } as Order} />,
      '/admin/tickets/edit/:id',
      '/admin/tickets/edit/40',
    );
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toHaveAccessibleDescription(
      'Saving cancels invoice F-000051 with a credit note and issues a new invoice for the order as it is then; the customer is e-mailed both.',
    );
  });

  it('says nothing of documents for an order not invoiced yet', async () => {
    server(credit);
    renderScreen(
      <TicketForm mode="edit" original={{ ...original, invoice_number: null } as Order} />,
      '/admin/tickets/edit/:id',
      '/admin/tickets/edit/40',
    );
    expect(await screen.findByRole('button', { name: 'Save changes' })).not.toHaveAccessibleDescription();
  });
});
