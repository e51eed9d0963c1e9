import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Webhook, WebhookDelivery } from '@shop/contract/webhooks';
import { initI18n, loadFeatureTexts } from '@/i18n';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { WebhooksSection } from './webhooks-section';

// Issue 40's leftovers on the page: a refused address is shown on its field, and the delivery
// log's error codes are said in the reader's language.
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const hook: Webhook = {
  id: 4,
  url: 'https://pos.example.com/hooks',
  description: null,
  events: ['order.created'],
  created_at: '2026-11-01T14:00:00.000Z',
};
const delivery = (id: number, last_error: string, response_status: number | null = null): WebhookDelivery => ({
  id,
  event_id: `e-${id}`,
  event: 'order.created',
  status: 'failed',
  attempts: 3,
  created_at: '2026-11-02T14:00:00.000Z',
  next_attempt_at: null,
  last_attempt_at: '2026-11-03T13:00:00.000Z',
  response_status,
  last_error,
  delivered_at: null,
});

describe('webhook refusals and errors on the page (issue 40)', () => {
  it('shows a refused address on the address field, tied to it, and gives it the focus', async () => {
    await loadEnglishTexts();
    writeAuthUser({ id: 5, role: 'customer', name: 'Fleurs', language: 'en', roles: [] });
    const refusal = 'A webhook cannot point at a private network address.';
    fakeApi(({ method }) =>
      method === 'POST'
        ? [400, { success: false, error: 'Bad Request', message: refusal, field: 'url' }]
        : [200, { success: true, data: { webhooks: [], events: ['order.created'] } }],
    );
    renderScreen(<WebhooksSection />, '*', '/customer/api-tokens');
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await user.type(address, 'https://intranet.example.com/hook');
    await user.click(screen.getByRole('checkbox', { name: 'order.created' }));
    await user.click(screen.getByRole('button', { name: 'Register the webhook' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
  });

  it.each([
    [
      'en',
      'Delivery log',
      [
        'Last try: the host name did not resolve in time',
        'Last try: the receiver answered HTTP 503',
        'Last try: no answer in 10 s',
      ],
    ],
    [
      'fr',
      'Journal d’envois',
      [
        'Dernier essai : le nom d’hôte ne s’est pas résolu à temps',
        'Dernier essai : le destinataire a répondu HTTP 503',
        'Dernier essai : no answer in 10 s',
      ],
    ],
  ])(
    'says the log’s error codes in %s (a sentence stored before the codes as it is)',
    async (language, toggle, lines) => {
      await initI18n(language as 'en' | 'fr');
      await loadFeatureTexts(language as 'en' | 'fr');
      writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: language as 'en' | 'fr', roles: ['office'] });
      const deliveries = [
        delivery(1, 'dns_timeout'),
        delivery(2, 'http_status', 503),
        delivery(3, 'no answer in 10 s'),
      ];
      fakeApi(({ path }) =>
        path.includes('/deliveries')
          ? [200, { success: true, data: { deliveries, pagination: { page: 1, limit: 10, total: 3 } } }]
          : [200, { success: true, data: { webhooks: [hook], events: ['order.created'] } }],
      );
      renderScreen(<WebhooksSection />, '*', '/admin/api-tokens');
      const card = (await screen.findByText(hook.url)).closest('li')!;
      await userEvent.click(within(card).getByRole('button', { name: toggle }));
      for (const line of lines) expect(await within(card).findByText(line)).toBeInTheDocument();
    },
  );
});
