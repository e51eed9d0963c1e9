import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { OwnSessionsPanel } from './sessions-panel';

beforeAll(loadEnglishTexts);

const session = (over: object) => ({
  id: 'aaaa',
  device: 'Firefox on Linux',
  ip: '10.0.0.1',
  created_at: '2026-11-20T12:00:00.000Z',
  last_seen_at: '2026-11-25T15:30:00.000Z',
  current: false,
  ...over,
});

describe('the sessions panel', () => {
  it('lists the sessions with device, address, last seen and this browser; signs one out', async () => {
    let sessions = [
      session({ id: 'cur1', device: 'Chrome on Android', ip: '10.0.0.9', current: true }),
      session({ id: 'old2', device: '' }),
    ];
    const calls = fakeApi((call) => {
      if (call.method === 'DELETE') {
        sessions = sessions.filter((s) => !call.path.endsWith(s.id));
        return [200, { success: true, message: 'Session ended', data: null }];
      }
      return [200, { success: true, data: { sessions } }];
    });
    renderScreen(<OwnSessionsPanel />, '/customer', '/customer');

    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Android');
    expect(items[0]).toHaveTextContent('This browser');
    expect(items[0]).toHaveTextContent('10.0.0.9');
    expect(within(items[0]!).getByRole('button', { name: 'Sign out this browser' })).toBeInTheDocument();
    // A session of no known device is named so, and its button says which session it ends.
    expect(items[1]).toHaveTextContent('Unknown browser');
    expect(items[1]).not.toHaveTextContent('This browser');
    expect(items[1]).toHaveTextContent('Nov 25, 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out the session on Unknown browser' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/auth/sessions/old2']);
    await expect.poll(() => screen.getAllByRole('listitem').length).toBe(1);
    // Still here: only ending this browser's session leaves the page.
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('leaves for the sign-in page when this browser is signed out', async () => {
    fakeApi((call) =>
      call.method === 'DELETE'
        ? [200, { success: true, message: 'Session ended', data: null }]
        : [200, { success: true, data: { sessions: [session({ id: 'cur1', current: true })] } }],
    );
    const router = renderScreen(<OwnSessionsPanel />, '/admin/account', '/admin/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out this browser' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/login');
  });
});
