import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import ClosedDaysPage from './closed-days-page';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 1, role: 'admin', name: 'Owner', language: 'en', roles: ['owner'] }));
afterEach(clearSession);

describe('/admin/closed-days (issue 38 item 3)', () => {
  it('adds a day named in both languages, lists it, and removes it after asking', async () => {
    let days = [{ date: '2026-12-25', name_en: 'Christmas Day', name_fr: 'Noël' }];
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        days = [...days, call.body as (typeof days)[number]];
        return [201, { success: true, message: 'The closed day is added.', data: { closed_day: call.body } }];
      }
      if (call.method === 'DELETE') {
        days = days.filter((d) => !call.path.endsWith(d.date));
        return [200, { success: true, message: 'The closed day is removed.', data: { date: '2026-12-25' } }];
      }
      if (call.path.startsWith('/closed-days')) return [200, { success: true, data: { closed_days: days } }];
      return [404, { success: false, message: 'no' }];
    });
    renderScreen(<ClosedDaysPage />, '/admin/closed-days', '/admin/closed-days');
    const list = await screen.findByTestId('closed-days');
    expect(within(list).getByText('Christmas Day')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a closed day' });
    await userEvent.type(within(form).getByLabelText(/^Date/), '2026-12-26');
    await userEvent.type(within(form).getByLabelText(/^Name in English/), 'Boxing Day');
    await userEvent.type(within(form).getByLabelText(/^Name in French/), 'Lendemain de Noël');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(list).findByText('Boxing Day')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-12-26',
      name_en: 'Boxing Day',
      name_fr: 'Lendemain de Noël',
    });

    await userEvent.click(screen.getByRole('button', { name: /^Remove the closed day of .*25/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Christmas Day')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/closed-days/2026-12-25');
  });

  it('says how many orders a day to close already has, and closes it only when staff say so', async () => {
    const said = '2 orders are already for delivery on January 8, 2027. Close the day anyway?';
    const calls = fakeApi((call) => {
      if (call.method === 'POST')
        return (call.body as { confirm_orders?: boolean }).confirm_orders
          ? [
              201,
              {
                success: true,
                message: 'The closed day is added. 2 orders are still for delivery that day.',
                data: { closed_day: call.body, orders_on_day: 2 },
              },
            ]
          : [409, { success: false, message: said, error: 'CLOSED_DAY_HAS_ORDERS', field: 'date' }];
      if (call.path.startsWith('/closed-days')) return [200, { success: true, data: { closed_days: [] } }];
      return [404, { success: false, message: 'no' }];
    });
    renderScreen(<ClosedDaysPage />, '/admin/closed-days', '/admin/closed-days');
    const form = await screen.findByRole('form', { name: 'Add a closed day' });
    await userEvent.type(within(form).getByLabelText(/^Date/), '2027-01-08');
    await userEvent.type(within(form).getByLabelText(/^Name in English/), 'Inventory day');
    await userEvent.type(within(form).getByLabelText(/^Name in French/), 'Inventaire');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(said);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close it anyway' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { date: '2027-01-08', name_en: 'Inventory day', name_fr: 'Inventaire' },
      { date: '2027-01-08', name_en: 'Inventory day', name_fr: 'Inventaire', confirm_orders: true },
    ]);
  });
});
