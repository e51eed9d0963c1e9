import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import FreshListPage from './fresh-list-page';
import UnsubscribePage from './unsubscribe-page';
import { FreshListSubscription } from './components/subscription-toggle';

beforeAll(loadEnglishTexts);

const status = {
  enabled: false,
  send_at: '07:00',
  subscribers: 12,
  last_sent: { date: '2026-11-27', sent_at: '2026-11-27T12:31:00.000Z', recipients: 11 },
};

describe('the fresh list (issue 39, item 5)', () => {
  it('lets the owner turn it on at an hour, and says how many asked for it', async () => {
    const calls = fakeApi((call) =>
      call.path === '/settings/fresh-list'
        ? [
            200,
            { success: true, message: 'The fresh list settings are saved.', data: { ...status, ...(call.body ?? {}) } },
          ]
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(<FreshListPage />, '/admin/fresh-list', '/admin/fresh-list');
    expect(await screen.findByTestId('fresh-list-status')).toHaveTextContent('12 florists asked for it.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send the fresh list' }));
    const hour = screen.getByLabelText('Hour (Montreal time)');
    await userEvent.clear(hour);
    await userEvent.type(hour, '06:45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, send_at: '06:45' });
  });

  it("is the customer's own choice in their profile", async () => {
    const calls = fakeApi((call) =>
      call.path === '/customer/fresh-list'
        ? [200, { success: true, data: call.body ?? { subscribed: false } }]
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(<FreshListSubscription />, '/customer', '/customer');
    const box = await screen.findByRole('checkbox', { name: 'Send me the fresh list' });
    await screen.findByRole('checkbox', { name: 'Send me the fresh list', checked: false });
    expect(box).toBeEnabled();
    await userEvent.click(box);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ subscribed: true });
  });

  it('unsubscribes from the link with one button, not by opening it', async () => {
    let used = false;
    const calls = fakeApi((call) => {
      if (call.path !== '/unsubscribe/tok-1') return [404, { success: false, message: 'no' }];
      if (used)
        return [
          404,
          { success: false, message: 'This unsubscribe link is not valid or was already used: nothing was changed.' },
        ];
      used = true;
      return [
        200,
        { success: true, message: 'You are unsubscribed from the fresh list.', data: { unsubscribed: true } },
      ];
    });
    renderScreen(<UnsubscribePage />, '/unsubscribe', '/unsubscribe?token=tok-1');
    // Opening the link alone changes nothing (a mail scanner opens links).
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed from the fresh list.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says a used link changed nothing', async () => {
    fakeApi(() => [
      404,
      { success: false, message: 'This unsubscribe link is not valid or was already used: nothing was changed.' },
    ]);
    renderScreen(<UnsubscribePage />, '/unsubscribe', '/unsubscribe?token=old');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('was already used: nothing was changed.');
  });
});
