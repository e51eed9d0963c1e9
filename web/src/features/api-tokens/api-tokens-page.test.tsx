import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@shop/contract/api-tokens';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import ApiTokensPage from './api-tokens-page';

beforeAll(loadEnglishTexts);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const till: ApiToken = {
  id: 3,
  name: 'Shop till',
  prefix: 'fwt_abcd',
  scopes: ['catalog:read', 'orders:write'],
  created_at: '2026-11-01T14:00:00.000Z',
  expires_on: null,
  last_used_at: '2026-11-20T15:30:00.000Z',
  revoked_at: null,
};
const customerScopes = ['catalog:read', 'orders:read', 'orders:write', 'invoices:read'];
const secret = `fwt_${'x'.repeat(43)}`;

function serve(tokens: ApiToken[], grantable: string[]) {
  return fakeApi(({ method, path, body }) => {
    if (path === '/tokens' && method === 'GET')
      return [200, { success: true, data: { api_tokens: tokens, grantable_scopes: grantable } }];
    if (path === '/tokens' && method === 'POST') {
      const made = { ...till, id: 9, ...(body as object), prefix: 'fwt_xxxx', last_used_at: null };
      return [201, { success: true, message: 'Token created.', data: { api_token: made, token: secret } }];
    }
    if (path === '/webhooks') return [200, { success: true, data: { webhooks: [], events: [] } }];
    if (path === '/tokens/3' && method === 'DELETE')
      return [
        200,
        {
          success: true,
          message: 'Token revoked.',
          data: { api_token: { ...till, revoked_at: '2026-11-29T00:00:00Z' } },
        },
      ];
    return [404, { success: false, message: 'Not found' }];
  });
}

describe('/customer/api-tokens and /admin/api-tokens (issue 40)', () => {
  it('lists the tokens with their scopes, last day and last use, and revokes one only once confirmed', async () => {
    writeAuthUser({ id: 5, role: 'customer', name: 'Fleurs', language: 'en', roles: [] });
    const calls = serve([till], customerScopes);
    renderScreen(<ApiTokensPage />, '/customer/api-tokens', '/customer/api-tokens');
    const user = userEvent.setup();
    const card = (await screen.findByText('Shop till')).closest('li')!;
    expect(within(card).getByText('catalog:read, orders:write')).toBeInTheDocument();
    expect(within(card).getByText('Never expires')).toBeInTheDocument();
    expect(within(card).getByText('fwt_abcd…')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revoke the token Shop till' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the token Shop till' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Revoke the token Shop till' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/tokens/3')).toBe(true));
  });

  it('offers the scopes the server allows, asks for a name and a scope, and shows the new token once with a copy button', async () => {
    writeAuthUser({ id: 2, role: 'admin', name: 'Driver', language: 'en', roles: ['driver'] });
    const calls = serve([], ['deliveries:read', 'deliveries:write']);
    renderScreen(<ApiTokensPage />, '/admin/api-tokens', '/admin/api-tokens');
    const user = userEvent.setup();
    // user-event puts a clipboard of its own on the navigator: the test reads it back.

    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['deliveries:read', 'deliveries:write']);

    await user.click(screen.getByRole('button', { name: 'Create the token' }));
    expect(screen.getByText('Give the token a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Route planner');
    await user.click(screen.getByRole('checkbox', { name: 'deliveries:read' }));
    await user.type(screen.getByLabelText(/Last day/), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Create the token' }));

    expect(await screen.findByText(/you will not see it again/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Route planner',
      scopes: ['deliveries:read'],
      expires_on: '2027-01-31',
    });
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
    expect(screen.getByRole('heading', { name: 'Your new token “Route planner”' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Copy the token' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    // The form starts again empty.
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
  });
});
