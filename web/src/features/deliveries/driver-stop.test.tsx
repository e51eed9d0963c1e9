import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import DriverPage from './driver-page';
import { aDayReply, aRun, aStop } from './test-data';

beforeAll(loadEnglishTexts);
afterEach(() => localStorage.clear());

const stop = aStop({
  notes: 'Back door, ring twice',
  items: [
    { name_en: 'Red rose', name_fr: 'Rose rouge', unit: 'bunch', stems_per_unit: 25, quantity: 4 },
    { name_en: 'Eucalyptus', name_fr: 'Eucalyptus', unit: 'bunch', stems_per_unit: 10, quantity: 2 },
  ],
  balance_due_cents: 26329,
  collect_cents: 26329,
});

/** Issue 34, item 9: what a stop brings and collects, the payment at the door, and a way out. */
describe('the driver page: a stop’s contents and the payment at the door', () => {
  it('shows the products with their quantities, the notes and the amount to collect, with a sign-out', async () => {
    fakeApi((call) =>
      call.path.startsWith('/deliveries?') ? [200, aDayReply([aRun({ stops: [stop] })])] : [404, { success: false }],
    );
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');
    const products = await screen.findByRole('list', { name: 'Products of A-0041' });
    const items = within(products).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['4Red rose · bunch of 25', '2Eucalyptus · bunch of 10']);
    expect(screen.getByText('Back door, ring twice')).toBeInTheDocument();
    expect(screen.getByText('To collect: $263.29')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Log Out' }));
  });

  it('records a cheque taken at the door for the stop, at most what the invoice owes', async () => {
    let current = stop;
    const calls = fakeApi((call) => {
      if (call.method === 'POST' && call.path === '/deliveries/stops/11/payment') {
        current = { ...stop, balance_due_cents: 6329, collect_cents: 6329 };
        return [200, { success: true, message: 'Payment recorded', data: { run: aRun({ stops: [current] }) } }];
      }
      if (call.path.startsWith('/deliveries?')) return [200, aDayReply([aRun({ stops: [current] })])];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');
    const form = await screen.findByRole('form', { name: 'Payment taken at the door' });
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue('263.29');
    await userEvent.click(within(form).getByLabelText('Cheque'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The invoice owes $263.29');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.type(within(form).getByLabelText('Cheque number'), '512');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(screen.getByText('To collect: $63.29')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { method: 'cheque', amount_cents: 20000, reference: '512' },
    ]);
  });

  it('says so when there is no connection, and keeps the payment typed', async () => {
    fakeApi((call) => {
      if (call.method === 'POST') return [503, { success: false, message: 'Unavailable' }];
      return call.path.startsWith('/deliveries?') ? [200, aDayReply([aRun({ stops: [stop] })])] : [404, {}];
    });
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');
    const form = await screen.findByRole('form', { name: 'Payment taken at the door' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No connection: the payment is not recorded');
    expect(within(form).getByLabelText('Amount')).toHaveValue('263.29');
  });
});

/** Issue 34, item 10: the order's delivery address brings its window and its notes for the driver. */
describe('the driver page: the address’s window and notes', () => {
  it('shows the window and the notes for the driver of the address the order goes to', async () => {
    const hall = aStop({
      ...stop,
      address: '1200 rue des Fêtes, Laval',
      window: '08:00–11:00',
      driver_notes: 'Loading dock',
    });
    fakeApi((call) =>
      call.path.startsWith('/deliveries?') ? [200, aDayReply([aRun({ stops: [hall] })])] : [404, { success: false }],
    );
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');
    expect(await screen.findByText('Deliver between 08:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('Loading dock')).toBeInTheDocument();
    expect(screen.getByText('For the driver:')).toBeInTheDocument();
  });
});
