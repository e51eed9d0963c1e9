import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Webhook, WebhookDelivery } from '@shop/contract/webhooks';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { WebhooksSection } from './webhooks-section';

beforeAll(loadEnglishTexts);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const hook: Webhook = {
  id: 4,
  url: 'https://pos.example.com/hooks',
  description: 'Till',
  events: ['order.created', 'invoice.issued'],
  created_at: '2026-11-01T14:00:00.000Z',
};
const failed: WebhookDelivery = {
  id: 70,
  event_id: 'e-1',
  event: 'order.created',
  status: 'failed',
  attempts: 12,
  created_at: '2026-11-02T14:00:00.000Z',
  next_attempt_at: null,
  last_attempt_at: '2026-11-03T13:00:00.000Z',
  response_status: 503,
  last_error: 'HTTP 503',
  delivered_at: null,
};
const secret = `whsec_${'s'.repeat(43)}`;

describe('webhooks on the API page (issue 40, item 3)', () => {
  it('registers a webhook for the events the server allows and shows its secret once', async () => {
    writeAuthUser({ id: 5, role: 'customer', name: 'Fleurs', language: 'en', roles: [] });
    const calls = fakeApi(({ method, path, body }) => {
      if (path === '/webhooks' && method === 'GET')
        return [200, { success: true, data: { webhooks: [], events: ['order.created', 'claim.decided'] } }];
      if (path === '/webhooks' && method === 'POST')
        return [
          201,
          {
            success: true,
            message: 'Webhook registered.',
            data: { webhook: { ...hook, ...(body as object) }, secret },
          },
        ];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<WebhooksSection />, '/customer/api-tokens', '/customer/api-tokens');
    const user = userEvent.setup();

    expect(await screen.findByText('You have no webhooks yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).value)).toEqual([
      'order.created',
      'claim.decided',
    ]);
    await user.click(screen.getByRole('button', { name: 'Register the webhook' }));
    expect(screen.getByText('Give an address starting with https://.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Address/ }), 'https://pos.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'claim.decided' }));
    await user.click(screen.getByRole('button', { name: 'Register the webhook' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://pos.example.com/hooks',
      events: ['claim.decided'],
      description: null,
    });
  });

  it('opens an endpoint’s delivery log, sends a failed event again, and deletes the endpoint once confirmed', async () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] });
    const calls = fakeApi(({ method, path }) => {
      if (path === '/webhooks' && method === 'GET')
        return [200, { success: true, data: { webhooks: [hook], events: ['order.created', 'invoice.issued'] } }];
      if (path.startsWith('/webhooks/4/deliveries?') && method === 'GET')
        return [200, { success: true, data: { deliveries: [failed], pagination: { page: 1, limit: 10, total: 1 } } }];
      if (path === '/webhooks/4/deliveries/70/resend' && method === 'POST')
        return [
          201,
          {
            success: true,
            message: 'The event will be sent again.',
            data: { delivery: { ...failed, id: 71, status: 'pending' } },
          },
        ];
      if (path === '/webhooks/4' && method === 'DELETE') return [200, { success: true, data: { webhook: hook } }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<WebhooksSection />, '/admin/api-tokens', '/admin/api-tokens');
    const user = userEvent.setup();

    const card = (await screen.findByText('https://pos.example.com/hooks')).closest('li')!;
    expect(within(card).getByText('order.created, invoice.issued')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('/deliveries'))).toBe(false);
    const toggle = within(card).getByRole('button', { name: 'Delivery log' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText(/12 attempts · HTTP 503/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Send again order\.created/ }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/webhooks/4/deliveries/70/resend')).toBe(true),
    );

    await user.click(within(card).getByRole('button', { name: 'Delete the webhook https://pos.example.com/hooks' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/webhooks/4')).toBe(true));
  });
});
