import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTS } from '@shop/contract/accounting';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import AccountingPage from './accounting-page';

beforeAll(loadEnglishTexts);

const settings = { accounts: DEFAULT_ACCOUNTS };

describe('the books page', () => {
  it('shows every account and saves them all with the one changed', async () => {
    const calls = fakeApi((call) =>
      call.path === '/settings/accounting'
        ? [200, { success: true, message: 'The accounts are saved.', data: call.body ?? settings }]
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(<AccountingPage />, '/admin/accounting', '/admin/accounting');
    const qst = await screen.findByRole('group', { name: 'QST payable' });
    expect(within(qst).getByLabelText(/^Number/)).toHaveValue('2350');
    expect(screen.getAllByRole('group')).toHaveLength(12);
    const number = within(qst).getByLabelText(/^Number/);
    await userEvent.clear(number);
    await userEvent.type(number, '2360');
    await userEvent.click(screen.getByRole('button', { name: 'Save the accounts' }));
    await screen.findByRole('button', { name: 'Save the accounts' });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      accounts: { ...DEFAULT_ACCOUNTS, qst: { number: '2360', name: 'QST Charged on Sales' } },
    });
  });

  it('refuses an account number with letters before asking the server', async () => {
    const calls = fakeApi((call) =>
      call.path === '/settings/accounting' ? [200, { success: true, data: settings }] : [404, { success: false }],
    );
    renderScreen(<AccountingPage />, '/admin/accounting', '/admin/accounting');
    const gst = await screen.findByRole('group', { name: 'GST payable' });
    const number = within(gst).getByLabelText(/^Number/);
    await userEvent.clear(number);
    await userEvent.type(number, 'GST');
    await userEvent.click(screen.getByRole('button', { name: 'Save the accounts' }));
    expect(await within(gst).findByText('Number is invalid.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says why a reversed period cannot be exported, and offers the three formats', async () => {
    fakeApi((call) =>
      call.path === '/settings/accounting' ? [200, { success: true, data: settings }] : [404, { success: false }],
    );
    renderScreen(<AccountingPage />, '/admin/accounting', '/admin/accounting');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The first date must not be after the second.');
    expect(screen.getByRole('button', { name: 'Download the books' })).toBeDisabled();
    expect(
      within(screen.getByLabelText('Format'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Sage 50 Canada (General Journal import)',
      'QuickBooks Online (journal entries import)',
      'Plain journal (CSV)',
    ]);
  });
});
