import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import StaffPage from './staff-page';

beforeAll(loadEnglishTexts);

const member = {
  id: 7,
  email: 'clerk@example.com',
  name: 'Chloé Clerk',
  language: 'fr',
  roles: ['counter'],
  active: true,
  invited: false,
  two_step: false,
  last_seen_at: '2026-11-25T15:30:00.000Z',
};

describe('the staff page', () => {
  it("shows a member's sessions and signs them all out", async () => {
    let sessions = [
      {
        id: 'abcd',
        device: 'Safari on iOS',
        ip: '192.0.2.4',
        created_at: '2026-11-24T12:00:00.000Z',
        last_seen_at: '2026-11-25T15:30:00.000Z',
        current: false,
      },
    ];
    const calls = fakeApi((call) => {
      if (call.path === '/staff') return [200, { success: true, data: { staff: [member] } }];
      if (call.method === 'DELETE') {
        sessions = [];
        return [200, { success: true, message: 'Signed out', data: null }];
      }
      if (call.path === '/staff/7/sessions') return [200, { success: true, data: { sessions } }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<StaffPage />, '/admin/staff', '/admin/staff');

    await userEvent.click(await screen.findByRole('button', { name: 'See the sessions of Chloé Clerk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of Chloé Clerk' });
    expect(await within(dialog).findByText('Safari on iOS')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('192.0.2.4');
    // The owner ends them all; no per-session button for someone else's browsers.
    expect(within(dialog).queryByRole('button', { name: /session on/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Chloé Clerk out everywhere' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/staff/7/sessions']);
    expect(await within(dialog).findByText('No active session.')).toBeInTheDocument();
  });

  it("resets a member's two-step sign-in after a confirmation, offered only to members who have it", async () => {
    const withTwoStep = { ...member, id: 8, name: 'Olivier Office', two_step: true };
    const calls = fakeApi((call) => {
      if (call.path === '/staff') return [200, { success: true, data: { staff: [member, withTwoStep] } }];
      if (call.path === '/staff/8/reset-two-step') return [200, { success: true, message: 'Reset', data: null }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<StaffPage />, '/admin/staff', '/admin/staff');

    const button = await screen.findByRole('button', { name: 'Reset the two-step sign-in of Olivier Office' });
    expect(screen.queryByRole('button', { name: 'Reset the two-step sign-in of Chloé Clerk' })).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('will be signed out everywhere and told by e-mail');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/staff/8/reset-two-step']);
  });
});
