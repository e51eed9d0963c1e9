import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@shop/contract';
import { clearSession } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { LoginForm } from './login-form';

// The captcha widget (a web component) only shows once the server asks for it; not here.
vi.mock('@/components/captcha/captcha-field', () => ({ CaptchaField: () => null }));

beforeAll(loadEnglishTexts);
afterEach(() => clearSession());

/** Signs in on /login as the user the server answers with; where the app goes next. */
async function signInAs(user: AuthUser) {
  fakeApi((call) =>
    call.path === '/auth/login'
      ? [200, { success: true, data: { user } }]
      : [404, { success: false, error: 'Not Found', message: 'Not found' }],
  );
  const router = renderScreen(<LoginForm />, '/login', '/login');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'florist@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Pivoines-Roses-Lys-2026' } });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByTestId('elsewhere');
  return router.state.location.pathname;
}

describe('where signing in leads (issue 17)', { timeout: 20_000 }, () => {
  it('a florist to the shop, in the language of their profile', async () => {
    expect(await signInAs({ id: 3, role: 'customer', name: 'Atelier', language: 'fr', roles: [] })).toBe(
      '/fr/customer/tickets/create',
    );
  });

  it('an English-speaking florist to the English shop, staff to their customers', async () => {
    expect(await signInAs({ id: 3, role: 'customer', name: 'Atelier', language: 'en', roles: [] })).toBe(
      '/customer/tickets/create',
    );
    clearSession();
    cleanup();
    expect(await signInAs({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles: ['owner'] })).toBe(
      '/admin/customers',
    );
  });
});

describe('the forgotten password', () => {
  it('starts from the address in the field, typed before the app took the page over too', async () => {
    fakeApi(() => [404, { success: false, error: 'Not Found', message: 'Not found' }]);
    renderScreen(<LoginForm />, '/login', '/login');
    // Typed into the server's page: in the field, with no change the app saw.
    (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'early@example.com';
    await userEvent.click(screen.getByRole('button', { name: /forgot/i }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
  });
});
