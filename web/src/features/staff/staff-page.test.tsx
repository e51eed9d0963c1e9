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
  it("shows a member's sessions and signs them all out once confirmed", async () => {
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
    // It asks first (issue 34, item 7).
    const ask = await screen.findByRole('alertdialog', { name: 'Sign Chloé Clerk out everywhere' });
    expect(ask).toHaveTextContent('Every browser where Chloé Clerk is signed in is signed out now');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Sign out everywhere' }));
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

  it('a designer migrated without an e-mail address gets one, then the invitation', async () => {
    let designer = {
      ...member,
      id: 9,
      name: 'Marie Tremblay',
      email: 'designer-3@no-email.invalid',
      roles: ['designer'],
      invited: true,
    };
    const calls = fakeApi((call) => {
      if (call.path === '/staff' && call.method === 'GET') return [200, { success: true, data: { staff: [designer] } }];
      if (call.path === '/staff/9' && call.method === 'PUT') {
        designer = { ...designer, email: (call.body as { email: string }).email };
        return [200, { success: true, message: 'Saved', data: { member: designer } }];
      }
      if (call.path === '/staff/9/reset-password') return [200, { success: true, message: 'Sent', data: null }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<StaffPage />, '/admin/staff', '/admin/staff');

    const row = (await screen.findByText('No e-mail address yet')).closest('tr')!;
    expect(row).not.toHaveTextContent('no-email.invalid');
    // Nothing can be sent yet.
    expect(screen.queryByRole('button', { name: 'Send Marie Tremblay the invitation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Marie Tremblay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marie Tremblay' });
    const email = within(dialog).getByLabelText(/E-mail/);
    expect(email).toHaveValue('');
    await userEvent.type(email, 'marie@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Marie Tremblay',
      language: 'fr',
      roles: ['designer'],
      email: 'marie@example.com',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Marie Tremblay the invitation' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send the invitation' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/staff/9/reset-password']);
  });
});
